import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, openSync, closeSync } from 'node:fs';
import path from 'node:path';
import type { OperationName } from './runs';

/** The pinned schemathesis CLI, installed by schemathesis.sh on first use. */
export function installSchemathesis(): string {
  const script = path.join(__dirname, 'schemathesis.sh');
  return execFileSync('bash', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}

/** How much each run generates: the full form, or the short one `make test` runs. */
export interface Generation {
  phases: string[];
  maxExamples: number;
  workers: number;
}

/** The checks judged (their failures are the suite's goals). */
export const checks = [
  'not_a_server_error',
  'response_schema_conformance',
  'status_code_conformance',
] as const;

export interface SchemathesisRun {
  cli: string;
  documentUrl: string;
  headers: Record<string, string>;
  operations: OperationName[];
  generation: Generation;
  /** Where its NDJSON report and console output go. */
  reportDir: string;
  /** Ends the run when it takes longer (an access token lives 15 minutes). */
  timeoutMs: number;
}

export interface SchemathesisOutput {
  ndjson: string;
  console: string;
  exitCode: number;
}

/**
 * One `st run` over some operations of the document, its report as NDJSON (read by report.ts)
 * and its console output kept beside it. Exit code 1 means failures were found, which the report
 * tells; anything else but 0 is a run that did not happen.
 */
export async function runSchemathesis(run: SchemathesisRun): Promise<SchemathesisOutput> {
  mkdirSync(run.reportDir, { recursive: true });
  const ndjson = path.join(run.reportDir, 'events.ndjson');
  const consoleLog = path.join(run.reportDir, 'console.txt');
  const args = [
    'run',
    run.documentUrl,
    ...Object.entries(run.headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
    ...run.operations.flatMap((operation) => ['--include-name', operation]),
    '--checks',
    checks.join(','),
    '--phases',
    run.generation.phases.join(','),
    '--max-examples',
    String(run.generation.maxExamples),
    '--workers',
    String(run.generation.workers),
    // Longer than the gateway's wait for a service, so a slow service is answered by the gateway.
    '--request-timeout',
    '60',
    '--generation-database',
    'none',
    '--report',
    'ndjson',
    '--report-ndjson-path',
    ndjson,
    '--no-color',
  ];
  const output = openSync(consoleLog, 'w');
  const child = spawn(run.cli, args, { cwd: run.reportDir, stdio: ['ignore', output, output] });
  closeSync(output);
  const timer = setTimeout(() => child.kill('SIGTERM'), run.timeoutMs);
  const exitCode = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  }).finally(() => clearTimeout(timer));
  if (exitCode !== 0 && exitCode !== 1) {
    throw new Error(`schemathesis ended with ${exitCode} (its output: ${consoleLog})`);
  }
  return { ndjson, console: consoleLog, exitCode };
}
