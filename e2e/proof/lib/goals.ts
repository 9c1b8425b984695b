import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../tests/system/system-stack';

/** One measured figure of a suite, and the goal it must meet, if it has one. */
export interface Figure {
  name: string;
  value: number | string;
  unit?: string;
  /** Met when true; a figure without a goal is reported only. */
  met?: boolean;
  goal?: string;
}

/**
 * Prints a suite's figures as a table, with the date, the machine and its load, keeps them as JSON
 * in .data/proof/<suite>.json (docs/reliability.md quotes them), and ends the process non-zero
 * when any goal is missed.
 */
export function reportAndExit(suite: string, figures: Figure[], notes: string[] = []): never {
  const machine = `${cpus().length} cores, load ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`;
  const when = new Date().toISOString();
  console.log(`\n${suite} — ${when} — ${machine}`);
  for (const figure of figures) {
    const value = `${typeof figure.value === 'number' ? Number(figure.value.toFixed(2)) : figure.value}${figure.unit ? ` ${figure.unit}` : ''}`;
    const verdict =
      figure.met === undefined
        ? ''
        : figure.met
          ? `  ok (goal ${figure.goal})`
          : `  MISSED (goal ${figure.goal})`;
    console.log(`  ${figure.name.padEnd(44)} ${value}${verdict}`);
  }
  for (const note of notes) console.log(`  ${note}`);
  const folder = path.join(repoRoot, '.data', 'proof');
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, `${suite}.json`),
    JSON.stringify({ suite, when, machine, figures, notes }, null, 2),
  );
  const missed = figures.filter((figure) => figure.met === false);
  if (missed.length > 0) {
    console.log(
      `\n${suite}: ${missed.length} goal(s) missed: ${missed.map((figure) => figure.name).join(', ')}`,
    );
    process.exit(1);
  }
  console.log(`\n${suite}: every goal met`);
  process.exit(0);
}
