import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startSystem, stopSystem, type SystemState, workDirFor } from '../../tests/system/system-stack';
import { createLogin, newLogin, signIn } from '../lib/accounts';
import { type Figure, reportAndExit } from '../lib/goals';
import { startOwnFerretDb } from '../lib/own-ferretdb';
import { startOwnRabbitMq } from '../lib/own-rabbitmq';
import { sleep } from '../lib/owned-process';
import { type Backlog, deadLetterReasons, isDrained, readBacklog, total } from './backlog';
import { addCustomers, type BurstPlan, type BurstProgress, type Owner, weighBuckets } from './burst';
import { type EffectTally, eventsOf, readSources, type SourceFacts, tallyEffects } from './effects';
import { type Fault, strikeFaults } from './faults';

/**
 * `make chaos` (docs/reliability.md, ## Chaos): a burst of domain events through the real services,
 * with the broker, a publisher, a consumer in mid-handler and the database endpoint killed and
 * restarted during it; then every event's effect must be present exactly once, no message
 * dead-lettered, and the outboxes and queues drained. QUICK=1: the short form `make test` runs.
 */
const quick = process.env.QUICK === '1';

const plan: BurstPlan & { faults: Fault[]; drainTimeoutMs: number } = quick
  ? {
      // 10 customer.created + 60 weight.recorded + 30 weight.contamination.detected = 100 events.
      customers: 10,
      weights: 60,
      concurrency: 4,
      faults: [
        { at: 0.2, kind: 'broker' },
        { at: 0.4, kind: 'publisher', service: 'weight' },
        { at: 0.6, kind: 'consumer', service: 'tenant' },
        { at: 0.8, kind: 'database' },
      ],
      drainTimeoutMs: 180_000,
    }
  : {
      // 40 customer.created + 640 weight.recorded + 320 weight.contamination.detected = 1,000 events.
      customers: 40,
      weights: 640,
      concurrency: 4,
      faults: [
        { at: 0.03, kind: 'publisher', service: 'customer' },
        { at: 0.15, kind: 'broker' },
        { at: 0.3, kind: 'consumer', service: 'tenant' },
        { at: 0.45, kind: 'database' },
        { at: 0.55, kind: 'publisher', service: 'weight' },
        { at: 0.7, kind: 'consumer', service: 'messaging' },
        { at: 0.8, kind: 'broker' },
        { at: 0.9, kind: 'database' },
      ],
      drainTimeoutMs: 420_000,
    };

const log = (line: string) => console.log(`chaos ${new Date().toISOString().slice(11, 19)} ${line}`);

/** Reads again while the database endpoint is away (a fault's restart, or its aftermath). */
async function patiently<T>(read: () => Promise<T>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await read();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(1000);
    }
  }
}

async function signInOwner(system: SystemState): Promise<Owner> {
  const login = newLogin('chaos-owner');
  await createLogin(system, 'owner', system.business.tenantId, login);
  const session = await signIn(system, system.business.subdomain, login);
  return { token: session.token, tenant: system.business.subdomain };
}

interface Settled {
  drainedAt: number | null;
  source: SourceFacts;
  effects: EffectTally[];
  backlog: Backlog;
}

/** Watches until every effect is in and nothing is left on its way, or the time is up. */
async function settle(client: MongoClient, system: SystemState, broker: Parameters<typeof readBacklog>[2]) {
  const deadline = Date.now() + plan.drainTimeoutMs;
  for (;;) {
    const reading = await patiently(async () => {
      const backlog = await readBacklog(client, system, broker);
      const source = await readSources(client, system);
      return { backlog, source, effects: await tallyEffects(client, system, source) };
    });
    const complete = reading.effects.every((effect) => effect.lost === 0);
    if ((complete && isDrained(reading.backlog)) || Date.now() > deadline) {
      return {
        ...reading,
        drainedAt: complete && isDrained(reading.backlog) ? Date.now() : null,
      } satisfies Settled;
    }
    await sleep(2000);
  }
}

async function main(): Promise<{ figures: Figure[]; notes: string[] }> {
  const folder = workDirFor('pickup-proof-chaos');
  const infraFolder = path.join(folder, 'infra');
  const instance = path.basename(folder);
  log(`starting a RabbitMQ node and a FerretDB of the suite's own (${infraFolder})`);
  const broker = await startOwnRabbitMq(infraFolder, `chaos-${instance}`);
  const database = await startOwnFerretDb(infraFolder, `ferretdb_chaos_${instance}`);
  let client: MongoClient | null = null;
  try {
    log('starting the system');
    const system = await startSystem({
      workDir: folder,
      web: false,
      redisDb: 12,
      mongoUrl: database.url,
      rabbitUrl: broker.url,
    });
    log(`system up (${system.replicas} of each service), logs in ${system.logDir}`);
    const mongo = await MongoClient.connect(database.url, { serverSelectionTimeoutMS: 5000 });
    client = mongo;
    const owner = await signInOwner(system);

    const progress: BurstProgress = {
      done: 0,
      total: plan.customers + plan.weights,
      retried: 0,
      holdAt: plan.faults[0]?.at ?? Number.POSITIVE_INFINITY,
    };
    const burstStarted = Date.now();
    const faults = strikeFaults({ system, broker, database }, plan.faults, progress, log);
    const burst = (async () => {
      await addCustomers(system, owner, plan, progress);
      const customers = await patiently(() => readSources(mongo, system));
      await weighBuckets(
        system,
        owner,
        plan,
        customers.customers.map((customer) => customer.id),
        progress,
      );
    })();
    // Either failing ends the run; the burst ends first, as the faults hold it back.
    const [struck] = await Promise.all([faults, burst]);
    const burstSeconds = (Date.now() - burstStarted) / 1000;
    const lastFault = Math.max(...struck.map((fault) => fault.recoveredAt));
    log(
      `burst done in ${burstSeconds.toFixed(0)} s (${progress.retried} retried tries); waiting for the effects`,
    );

    const settled = await settle(mongo, system, broker);
    const events = eventsOf(settled.source);
    const eventsSent = Object.values(events).reduce((sum, n) => sum + n, 0);
    const effects = settled.effects;
    const sum = (pick: (effect: EffectTally) => number) => effects.reduce((n, effect) => n + pick(effect), 0);
    const deadLettered = total(settled.backlog.deadLettered);
    const reasons = await deadLetterReasons(system, Object.keys(settled.backlog.deadLettered));
    const drainSeconds = settled.drainedAt === null ? null : (settled.drainedAt - lastFault) / 1000;

    const consumerFaults = struck.filter(({ fault }) => fault.kind === 'consumer').length;
    const crashedInHand = struck.filter(({ inHand }) => (inHand ?? 0) > 0).length;
    const figures: Figure[] = [
      { name: 'events sent', value: eventsSent },
      {
        name: 'faults struck during the burst',
        value: struck.length,
        met: struck.length === plan.faults.length,
        goal: `${plan.faults.length}`,
      },
      {
        name: 'consumers killed with messages in hand',
        value: crashedInHand,
        met: crashedInHand === consumerFaults,
        goal: `${consumerFaults}`,
      },
      { name: 'requests (customers + weighings)', value: progress.total },
      { name: 'tries retried while a fault lasted', value: progress.retried },
      {
        name: 'records a retried request added',
        value: settled.source.customers.length + settled.source.entries.length - progress.total,
      },
      { name: 'effects expected', value: sum((effect) => effect.expected) },
      { name: 'effects found', value: sum((effect) => effect.found) },
      {
        name: 'effects lost',
        value: sum((effect) => effect.lost),
        met: sum((effect) => effect.lost) === 0,
        goal: '0',
      },
      {
        name: 'effects duplicated',
        value: sum((effect) => effect.duplicates),
        met: sum((effect) => effect.duplicates) === 0,
        goal: '0',
      },
      { name: 'dead-lettered messages', value: deadLettered, met: deadLettered === 0, goal: '0' },
      {
        name: 'outbox records left',
        value: total(settled.backlog.outbox),
        met: total(settled.backlog.outbox) === 0,
        goal: '0',
      },
      {
        name: 'messages left in queues',
        value: total(settled.backlog.queued),
        met: total(settled.backlog.queued) === 0,
        goal: '0',
      },
      {
        name: 'time to drain after the last fault',
        value: drainSeconds === null ? 'not drained' : drainSeconds,
        unit: drainSeconds === null ? undefined : 's',
        met: drainSeconds !== null,
        goal: `within ${plan.drainTimeoutMs / 1000} s`,
      },
      { name: 'burst', value: burstSeconds, unit: 's' },
    ];
    const notes = [
      `events: ${Object.entries(events)
        .map(([type, count]) => `${count} ${type}`)
        .join(', ')}; ${system.replicas} instance(s) of each service`,
      ...struck.map(
        (fault) =>
          `fault ${fault.fault.kind}: ${fault.detail}; back in ${((fault.recoveredAt - fault.startedAt) / 1000).toFixed(1)} s`,
      ),
      ...effects.map(
        (effect) =>
          `${effect.name}: ${effect.found}/${effect.expected}, lost ${effect.lost}, duplicates ${effect.duplicates}`,
      ),
      ...reasons.map((reason) => `dead-lettered: ${reason}`),
      ...Object.entries(settled.backlog.outbox).map(
        ([service, rows]) => `outbox of ${service}: ${rows} left`,
      ),
      ...Object.entries(settled.backlog.queued).map(([queue, count]) => `queue ${queue}: ${count} left`),
    ];
    return { figures, notes };
  } finally {
    await client?.close();
    log('stopping the system, the broker and the database endpoint');
    await stopSystem(folder);
    await broker.stop();
    await database.stop();
  }
}

main().then(
  ({ figures, notes }) => reportAndExit(quick ? 'chaos-quick' : 'chaos', figures, notes),
  (error: unknown) => {
    console.error('chaos: the run failed:', error);
    process.exit(1);
  },
);
