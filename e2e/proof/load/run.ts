// `make load` (docs/reliability.md, ## Load): a business's owners, staff and households using the
// app at once through the gateway, driven by k6 (scenario.js) against a whole system of the suite's
// own. Goal: every answer its expected status, p99 ≤ 250 ms. QUICK=1: 20 people for 15 s.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startSystem, stopSystem, workDirFor } from '../../tests/system/system-stack';
import { type Figure, reportAndExit } from '../lib/goals';
import { type K6Summary, loadFigures } from './figures';
import { type BusinessSize, seedBusiness } from './seed-business';

const quick = process.env.QUICK === '1';
const size: BusinessSize = quick
  ? { customers: 60, households: 18, owners: 2, routes: 2, weeksOfWeights: 2 }
  : { customers: 300, households: 190, owners: 10, routes: 6, weeksOfWeights: 3 };
// LOAD_PEOPLE=N has only the first N of them use the app (owners first), to find what this machine carries.
const people = Number(process.env.LOAD_PEOPLE ?? size.owners + size.households);
if (!Number.isInteger(people) || people < 1 || people > size.owners + size.households)
  throw new Error(`LOAD_PEOPLE must be a whole number from 1 to ${size.owners + size.households}`);
const goals = { p99Ms: 250, users: people, duration: quick ? '15s' : '60s' };

const here = path.join(repoRoot, 'e2e', 'proof', 'load');
const folder = workDirFor('pickup-proof-load');

/** k6, built from its Go module on first use (install-k6.sh). */
function k6Binary(): string {
  const printed = execFileSync('bash', [path.join(here, 'install-k6.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return printed.trim().split('\n').at(-1) ?? '';
}

/** Runs the scenario; k6 exits 99 when a threshold (a goal) is missed, which the figures report. */
function runK6(k6: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(k6, ['run', '--quiet', '--no-usage-report', path.join(here, 'scenario.js')], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 || code === 99 ? resolve() : reject(new Error(`k6 ended with code ${code}`)),
    );
  });
}

async function measure(): Promise<{ figures: Figure[]; notes: string[] }> {
  const k6 = k6Binary();
  const started = Date.now();
  const system = await startSystem({
    workDir: folder,
    web: false,
    redisDb: 9,
    // The gateway's own defaults (.env.example), not the test stack's unlimited ones: each person
    // comes from an address of their own, as through a deployment's ingress.
    rateLimitPerMinute: 600,
    authRateLimitPerMinute: 20,
  });
  console.log(
    `load: system up in ${Math.round((Date.now() - started) / 1000)} s (replicas ${system.replicas}); seeding the business`,
  );
  const seededAt = Date.now();
  const business = await seedBusiness(system, size);
  const seedSeconds = Math.round((Date.now() - seededAt) / 1000);
  console.log(
    `load: business seeded in ${seedSeconds} s: ${JSON.stringify(business.figures)}; ${goals.users} people for ${goals.duration}`,
  );

  const dataFile = path.join(folder, 'load-data.json');
  const summaryFile = path.join(folder, 'load-summary.json');
  writeFileSync(dataFile, JSON.stringify(business));
  rmSync(summaryFile, { force: true });
  await runK6(k6, {
    LOAD_BASE_URL: system.gatewayUrl,
    LOAD_DATA: dataFile,
    LOAD_SUMMARY_FILE: summaryFile,
    LOAD_VUS: String(goals.users),
    LOAD_DURATION: goals.duration,
    LOAD_P99_GOAL_MS: String(goals.p99Ms),
  });
  const summary = JSON.parse(readFileSync(summaryFile, 'utf8')) as K6Summary;
  const { customers, routeStops, weightEntries, messages } = business.figures;
  return {
    figures: [
      ...loadFigures(summary, goals),
      { name: 'replicas of every service and the gateway', value: system.replicas },
      {
        name: 'business',
        value: `${customers} customers, ${size.owners} owner/staff and ${size.households} household logins, ${business.routeIds.length} routes with ${routeStops} stops, ${weightEntries} weights, ${messages} messages`,
      },
      { name: 'set-up (seeding through the API)', value: seedSeconds, unit: 's' },
    ],
    notes: [
      `k6 ${path.basename(k6)}: ${goals.users} virtual users (${Math.min(people, size.owners)} owners/staff, ${Math.max(0, people - size.owners)} households), think time 1–5 s between screens, 5 % of visits start with a password sign-in.`,
      'Every person calls from an address of their own in X-Forwarded-For, as behind an ingress; the gateway runs its default rate limits (600/min, sign-in 20/min per address).',
    ],
  };
}

async function main(): Promise<void> {
  let outcome: { figures: Figure[]; notes: string[] };
  try {
    outcome = await measure();
  } finally {
    await stopSystem(folder);
  }
  reportAndExit('load', outcome.figures, outcome.notes);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
