import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { MongoClient } from 'mongodb';
import { type Manifest, readManifest, totals } from '../../../scripts/backup/manifest';
import {
  repoRoot,
  runDatabaseName,
  runServices,
  startSystem,
  stopSystem,
  type SystemState,
  workDirFor,
} from '../../tests/system/system-stack';
import { signIn } from '../lib/accounts';
import { reportAndExit } from '../lib/goals';
import { type Answers, answerCount, differencesBetween, settledAnswers } from './answers';
import { type FreshFerretDb, startFreshFerretDb } from './fresh-ferretdb';
import { type SeedSize, seedBusiness, type Seeded } from './seed';

/**
 * `make backup-test` (docs/reliability.md#backups): a business's data put in through the API, the
 * answers read, the run's databases backed up with scripts/backup.sh, the system stopped (its
 * databases dropped), everything restored with scripts/restore.sh into a FerretDB that has never
 * held anything, the system started again over it with an empty Redis, and every answer read
 * again: equal, the logo byte for byte. QUICK=1 puts in less.
 */
const suite = 'backup';
const redisDb = 8;
/** This suite judges what the data is, not how fast it comes (the load suite does): on a machine at load 30 a page can outlast the gateway's usual 5 s. */
const proxyTimeoutMs = 30_000;
const quick = process.env.QUICK === '1';
const size: SeedSize = quick
  ? { customers: 6, routes: 1, weightsPerCustomer: 2, tickets: 1 }
  : { customers: 40, routes: 4, weightsPerCustomer: 3, tickets: 3 };
const folder = workDirFor('pickup-proof-backup');
const backupDir = path.join(folder, 'backup');
const run = promisify(execFile);

/** One of the repository's scripts, its output shown; answers the seconds it took. */
async function runScript(script: string, args: string[], env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const { stdout, stderr } = await run('bash', [path.join(repoRoot, 'scripts', script), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
    timeout: 600_000,
  });
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  return (performance.now() - started) / 1000;
}

/**
 * The suite's own Redis database (the stack's Redis, logical database 8) emptied: before the
 * first start, so an earlier run's support-request budgets do not count, and before the second,
 * as on a machine whose Redis was lost, since a backup holds none of it.
 */
async function emptyRedis(): Promise<void> {
  await run('redis-cli', ['-h', '127.0.0.1', '-p', '6379', '-n', String(redisDb), 'FLUSHDB']);
}

/** Documents and indexes the restored server holds, counted by the suite itself. */
async function countRestored(url: string, manifest: Manifest) {
  const client = await MongoClient.connect(url);
  try {
    let documents = 0;
    let indexes = 0;
    for (const database of manifest.databases) {
      for (const entry of database.collections) {
        const collection = client.db(database.name).collection(entry.name);
        documents += await collection.countDocuments({});
        indexes += (await collection.listIndexes().toArray()).length;
      }
    }
    return { documents, indexes };
  } finally {
    await client.close();
  }
}

/** Everything that was put in shows in the answers (the analytics too, which learn by events). */
function completeFor(seeded: Seeded) {
  return (answers: Answers) => {
    const overview = answers.json['/api/analytics/overview?period=30d'] as {
      customers: { total: number };
      environmental: { totalWeight: number };
    };
    return (
      overview.customers.total === seeded.customerIds.length &&
      Math.abs(overview.environmental.totalWeight - seeded.pounds) < 0.05
    );
  };
}

async function signedInOwner(system: SystemState, seeded: Seeded) {
  const session = await signIn(system, system.business.subdomain, seeded.owner);
  return { token: session.token, tenant: system.business.subdomain };
}

async function main(): Promise<Parameters<typeof reportAndExit>> {
  let fresh: FreshFerretDb | undefined;
  try {
    await emptyRedis();
    const first = await startSystem({ workDir: folder, web: false, redisDb, proxyTimeoutMs });
    const databases = runServices.map((service) => runDatabaseName(service, first.runId));
    const seeded = await seedBusiness(first, size);
    const before = await settledAnswers(
      first,
      seeded,
      await signedInOwner(first, seeded),
      completeFor(seeded),
    );

    rmSync(backupDir, { recursive: true, force: true });
    const backupSeconds = await runScript('backup.sh', databases, {
      BACKUP_DIR: backupDir,
      MONGO_URL: first.mongoUrl,
    });
    const manifest = readManifest(backupDir);
    const backedUp = totals(manifest.databases);
    const indexesBackedUp = manifest.databases
      .flatMap((database) => database.collections)
      .reduce((sum, entry) => sum + entry.indexes.length, 0);
    // The run's databases go with it: what answers next comes from the backup alone.
    await stopSystem(folder);

    fresh = await startFreshFerretDb();
    await emptyRedis();
    const restoreSeconds = await runScript('restore.sh', [backupDir, '--yes'], { MONGO_URL: fresh.url });
    const restored = await countRestored(fresh.url, manifest);

    const second = await startSystem({
      workDir: folder,
      web: false,
      redisDb,
      proxyTimeoutMs,
      mongoUrl: fresh.url,
      resume: {
        runId: first.runId,
        internalSecret: first.internalSecret,
        setupToken: first.setupToken,
        business: first.business,
        platformAdmin: first.platformAdmin,
      },
    });
    const after = await settledAnswers(
      second,
      seeded,
      await signedInOwner(second, seeded),
      completeFor(seeded),
    );
    const differences = differencesBetween(before, after);

    return [
      suite,
      [
        { name: 'databases backed up', value: backedUp.databases },
        { name: 'collections backed up', value: backedUp.collections },
        { name: 'documents backed up', value: backedUp.documents },
        {
          name: 'documents restored',
          value: restored.documents,
          met: restored.documents === backedUp.documents,
          goal: `= ${backedUp.documents}`,
        },
        {
          name: 'indexes restored',
          value: restored.indexes,
          met: restored.indexes === indexesBackedUp,
          goal: `= ${indexesBackedUp}`,
        },
        { name: 'answers compared', value: answerCount(before) },
        { name: 'logo bytes compared', value: before.logo.bytes.length },
        { name: 'differences', value: differences.length, met: differences.length === 0, goal: '0' },
        { name: 'backup (scripts/backup.sh)', value: backupSeconds, unit: 's' },
        { name: 'restore (scripts/restore.sh)', value: restoreSeconds, unit: 's' },
      ],
      [
        `${quick ? 'quick' : 'full'} form: ${size.customers} customers, ${size.routes} route(s), ${
          size.customers * size.weightsPerCustomer
        } weights, ${size.tickets} ticket(s), a ${Math.round(seeded.logo.length / 1024)} KB logo; restored into a fresh FerretDB (SQLite) with an empty Redis`,
        ...differences.map((difference) => `difference: ${difference}`),
      ],
    ];
  } finally {
    await stopSystem(folder);
    await fresh?.remove();
    rmSync(backupDir, { recursive: true, force: true });
  }
}

main().then(
  (report) => reportAndExit(...report),
  (error: unknown) => {
    console.error(`${suite}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
