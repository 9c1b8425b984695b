import { randomBytes } from 'node:crypto';
import {
  newBusiness,
  registerBusiness,
  startSystem,
  stopSystem,
  waitForBusiness,
  workDirFor,
} from '../../tests/system/system-stack';
import { call, expectCall } from '../lib/api';
import { reportAndExit, type Figure } from '../lib/goals';
import { judge, run } from './calls';
import { callerRoles, operationsOf, type ApiDocument, type Role } from './operations';
import { exclusion, plan } from './probes';
import { seedWorld } from './world';

/**
 * `make matrix`: every operation of the merged OpenAPI document, called as business A's owner,
 * customer and driver with business B's ids (and as A's household with A's other household's), must
 * answer 403 or 404 and hold none of the other's data (docs/reliability.md, ## Matrix).
 */
/** The quick form (`make test`) calls as the owner only: the set-up, not the calls, is its time. */
const roles: readonly Role[] = process.env.QUICK === '1' ? ['owner'] : callerRoles;

async function measure(folder: string): Promise<{ figures: Figure[]; notes: string[] }> {
  const started = performance.now();
  // Latency is not what the matrix measures: the gateway waits for a busy machine's slow sign-ups.
  const system = await startSystem({ workDir: folder, web: false, redisDb: 11, proxyTimeoutMs: 30_000 });
  const other = await registerBusiness(
    system.gatewayUrl,
    newBusiness(`Riverbend Compost ${randomBytes(3).toString('hex')}`),
  );
  await waitForBusiness(system.gatewayUrl, other);
  const a = await seedWorld(system, system.business, [
    { address: '27 Hammond Street', city: 'Bangor', zipCode: '04401' },
    { address: '45 Center Street', city: 'Brewer', zipCode: '04412' },
  ]);
  const b = await seedWorld(system, other, [
    { address: '60 Main Road North', city: 'Hampden', zipCode: '04444' },
    { address: '10 Mill Street', city: 'Orono', zipCode: '04473' },
  ]);
  const setUpS = (performance.now() - started) / 1000;

  const document = await expectCall<ApiDocument>(200, system.gatewayUrl, 'get', '/api/docs/openapi.json');
  const operations = operationsOf(document);
  const results = await run(system.gatewayUrl, plan(document, operations, a, b, roles));
  const verdict = judge(results);
  // The detector itself: B's owner reading B's own customers must find B's households in the answer.
  const own = await call(system.gatewayUrl, 'get', '/api/customers?status=all', b.owner);
  const detectorSees = b.households.every((household) =>
    household.marks.some((mark) => own.text.includes(mark)),
  );
  const covered = operations.filter((operation) => !exclusion(operation));
  const pairs = new Set(
    results.map(({ probe }) => `${probe.operation.method} ${probe.operation.path} ${probe.role}`),
  );
  const uncovered = operations
    .filter((operation) => exclusion(operation))
    .map((operation) => `${operation.method.toUpperCase()} ${operation.path}: ${exclusion(operation)}`);
  return {
    figures: [
      { name: 'operations in the document', value: operations.length },
      { name: 'operations in the matrix (not public)', value: covered.length },
      { name: `operations × roles covered (${roles.join(', ')})`, value: pairs.size },
      { name: 'calls made', value: results.length },
      { name: 'set-up (system and two businesses)', value: setUpS, unit: 's' },
      { name: 'time in calls', value: verdict.seconds, unit: 's' },
      { name: 'leaks', value: verdict.leaks.length, met: verdict.leaks.length === 0, goal: '0' },
      {
        name: "detector finds B's households in B's own list",
        value: detectorSees ? 'yes' : 'no',
        met: detectorSees,
        goal: 'yes',
      },
      {
        name: 'unexpected statuses',
        value: verdict.unexpected.length,
        met: verdict.unexpected.length === 0,
        goal: '0',
      },
      { name: '5xx answers', value: verdict.serverErrors, met: verdict.serverErrors === 0, goal: '0' },
      { name: 'own calls answered 4xx (not isolation)', value: verdict.ownRefusals.length },
    ],
    notes: [
      ...verdict.leaks.map((line) => `LEAK ${line}`),
      ...verdict.unexpected.map((line) => `UNEXPECTED ${line}`),
      ...verdict.ownRefusals.map((line) => `own call refused: ${line}`),
      `uncovered operations (${uncovered.length}):`,
      ...uncovered.map((line) => `  ${line}`),
    ],
  };
}

async function main() {
  const folder = workDirFor('pickup-proof-matrix');
  let measured: Awaited<ReturnType<typeof measure>>;
  try {
    measured = await measure(folder);
  } finally {
    await stopSystem(folder);
  }
  reportAndExit('matrix', measured.figures, measured.notes);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
