import { rmSync } from 'node:fs';
import path from 'node:path';
import { startSystem, stopSystem, type SystemState, workDirFor } from '../../tests/system/system-stack';
import { createLogin, type Login, newLogin, signIn } from '../lib/accounts';
import { expectCall } from '../lib/api';
import { type Figure, reportAndExit } from '../lib/goals';
import { type RunTally, readRun } from './report';
import { type ApiDocument, type Caller, type FuzzRun, operationsOf, planRuns } from './runs';
import { checks, type Generation, installSchemathesis, runSchemathesis } from './schemathesis';

/**
 * `make fuzz` (docs/reliability.md, ## Fuzz): schemathesis generates requests from the gateway's
 * merged OpenAPI document, valid and invalid, as the business's signed-in owner and customer, as
 * the platform admin and as nobody, against a whole system of its own; not one answer may be a
 * 5xx, break the schema its operation documents for it, or have a status the operation does not
 * document. QUICK=1: the short form `make test` runs.
 */
const quick = process.env.QUICK === '1';

const generation: Generation = quick
  ? // The short form's four runs go side by side, one request at a time each.
    { phases: ['examples', 'fuzzing'], maxExamples: 2, workers: 1 }
  : { phases: ['examples', 'coverage', 'fuzzing', 'stateful'], maxExamples: 10, workers: 2 };
const requestsGoal = quick ? 300 : 5_000;
// An access token lives 15 minutes; a run signs in just before it starts.
const runTimeoutMs = 14 * 60_000;

const toolCrashTypes = new Set(['FlakyFailure', 'InternalError', 'SystemError']);
const workDir = workDirFor('pickup-proof-fuzz');
const reportRoot = path.join(workDir, 'reports');
const log = (line: string) => console.log(`fuzz ${new Date().toISOString().slice(11, 19)} ${line}`);

interface Accounts {
  owner: Login;
  customer: Login;
}

async function makeAccounts(system: SystemState): Promise<Accounts> {
  const owner = newLogin('fuzz-owner');
  const customer = newLogin('fuzz-customer');
  await createLogin(system, 'owner', system.business.tenantId, owner);
  await createLogin(system, 'customer', system.business.tenantId, customer);
  return { owner, customer };
}

/**
 * The headers a run sends with every request: the caller's token, and the business as the web app
 * names it. The platform admin acts for no business, and its pages send none.
 */
async function headersFor(
  system: SystemState,
  accounts: Accounts,
  caller: Caller,
): Promise<Record<string, string>> {
  const tenant = { 'X-Tenant': system.business.subdomain };
  if (caller === 'nobody') return tenant;
  if (caller === 'platform-admin') {
    const session = await signIn(system, '', system.platformAdmin);
    return { Authorization: `Bearer ${session.token}` };
  }
  const session = await signIn(system, system.business.subdomain, accounts[caller]);
  return { ...tenant, Authorization: `Bearer ${session.token}` };
}

async function fuzz(system: SystemState, cli: string) {
  const accounts = await makeAccounts(system);
  const documentUrl = `${system.gatewayUrl}/api/docs/openapi.json`;
  const document = await expectCall<ApiDocument>(200, system.gatewayUrl, 'get', '/api/docs/openapi.json');
  const runs = planRuns(document, { byService: !quick });
  const fuzzOne = async (run: FuzzRun, headers: Record<string, string>) => {
    log(`${run.name}: ${run.operations.length} operations`);
    const output = await runSchemathesis({
      cli,
      documentUrl,
      headers,
      operations: run.operations,
      generation,
      reportDir: path.join(reportRoot, run.name),
      timeoutMs: runTimeoutMs,
    });
    const tally = await readRun(output.ndjson);
    if (!tally.finished) throw new Error(`${run.name} did not finish (see ${output.console})`);
    const failed = Object.values(tally.failures).reduce((sum, count) => sum + count, 0);
    log(`${run.name}: ${tally.requests} requests, ${failed} failed checks in ${tally.seconds.toFixed(0)} s`);
    return { run, tally };
  };
  if (quick) {
    // The short form's runs side by side, but for the platform admin's, which may switch the
    // business off and so goes last; every caller signs in first, before nobody's run spends the
    // address's sign-in budget on fuzzed logins.
    const headers = new Map<FuzzRun, Record<string, string>>();
    for (const run of runs) headers.set(run, await headersFor(system, accounts, run.caller));
    const fuzzWithHeaders = (run: FuzzRun) => fuzzOne(run, headers.get(run) ?? {});
    const first = runs.filter((run) => run.caller !== 'platform-admin');
    const last = runs.filter((run) => run.caller === 'platform-admin');
    const tallies = await Promise.all(first.map(fuzzWithHeaders));
    for (const run of last) tallies.push(await fuzzWithHeaders(run));
    return { tallies, operations: operationsOf(document) };
  }
  const tallies: { run: FuzzRun; tally: RunTally }[] = [];
  // The admin signs in before nobody's run spends the address's sign-in budget on fuzzed logins.
  let adminHeaders: Record<string, string> | undefined;
  for (const run of runs) {
    if (run.caller === 'nobody' && !adminHeaders) {
      adminHeaders = await headersFor(system, accounts, 'platform-admin');
    }
    const headers =
      run.caller === 'platform-admin' && adminHeaders
        ? adminHeaders
        : await headersFor(system, accounts, run.caller);
    tallies.push(await fuzzOne(run, headers));
  }
  return { tallies, operations: operationsOf(document) };
}

function figuresOf(
  tallies: { run: FuzzRun; tally: RunTally }[],
  operations: string[],
  seconds: number,
): { figures: Figure[]; notes: string[] } {
  const sum = (pick: (tally: RunTally) => number) =>
    tallies.reduce((total, { tally }) => total + pick(tally), 0);
  const requests = sum((tally) => tally.requests);
  const called = new Set(tallies.flatMap(({ tally }) => [...tally.called]));
  const covered = operations.filter((operation) => called.has(operation)).length;
  const allErrors = tallies.flatMap(({ run, tally }) => tally.errors.map((error) => ({ run, error })));
  // Schemathesis's own crashes (a flaky draw, a cache miss in Hypothesis's source inspection,
  // Python's regex parser failing under two workers) say nothing of the document or the API: they
  // are counted apart, and every other error misses the goal.
  const toolCrashes = allErrors.filter(({ error }) => toolCrashTypes.has(error.type));
  const errors = allErrors.filter(({ error }) => !toolCrashTypes.has(error.type));
  const figures: Figure[] = [
    { name: 'requests sent', value: requests, met: requests >= requestsGoal, goal: `≥ ${requestsGoal}` },
    ...checks.map((check) => {
      const failures = sum((tally) => tally.failures[check] ?? 0);
      return {
        name: `${check} failures (of ${sum((tally) => tally.verdicts[check] ?? 0)} checked)`,
        value: failures,
        met: failures === 0,
        goal: '0',
      };
    }),
    {
      name: 'operations called, of the document’s',
      value: `${covered} / ${operations.length}`,
      met: covered === operations.length,
      goal: 'all',
    },
    {
      name: 'operations schemathesis could not test',
      value: errors.length,
      met: errors.length === 0,
      goal: '0',
    },
    { name: 'schemathesis’s own crashes (operations)', value: toolCrashes.length },
    { name: 'runs (caller × service)', value: tallies.length },
    { name: 'time', value: seconds, unit: 's' },
  ];
  // One line per distinct finding, with how often it was seen, so the list reads as the fix list.
  const seen = new Map<string, number>();
  for (const { run, tally } of tallies) {
    for (const finding of tally.findings) {
      const key = `${finding.check} ${finding.operation} as ${run.caller}: ${finding.title}: ${finding.detail}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
  }
  const notes = [
    ...[...seen].map(([finding, count]) => `finding (${count}×) ${finding}`),
    ...allErrors.map(
      ({ run, error }) => `not tested: ${error.operation} in ${run.name}: ${error.type}: ${error.detail}`,
    ),
    ...operations
      .filter((operation) => !called.has(operation))
      .map((operation) => `never called: ${operation}`),
    `reports (NDJSON and console output per run): ${reportRoot}`,
  ];
  return { figures, notes };
}

async function main() {
  const started = performance.now();
  const cli = installSchemathesis();
  rmSync(reportRoot, { recursive: true, force: true });
  log(`starting a system of its own (${quick ? 'short form' : 'full form'})`);
  // The gateway waits 30 s for a service: the suite judges how input is handled, not speed (the
  // load suite does), and at load 30-50 writes outlasted the default 5 s and answered 504.
  const system = await startSystem({ workDir, web: false, redisDb: 10, proxyTimeoutMs: 30_000 });
  let result: Awaited<ReturnType<typeof fuzz>>;
  try {
    result = await fuzz(system, cli);
  } finally {
    await stopSystem(workDir);
  }
  const { figures, notes } = figuresOf(
    result.tallies,
    result.operations,
    (performance.now() - started) / 1000,
  );
  reportAndExit('fuzz', figures, notes);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
