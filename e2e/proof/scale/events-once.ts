import { type Document, MongoClient } from 'mongodb';
import { runDatabaseName, type RunService, type SystemState } from '../../tests/system/system-stack';
import type { Figure } from '../lib/goals';
import { mailTo } from '../lib/mailbox';
import { addHouseholds, type Household, type OpenBusiness } from './businesses';
import { tally, tallyFigure, type Tally, waitFor } from './exactly-once';
import { readOrNull, settledWrite } from './settled-write';

/**
 * A customer.created effect in a consuming service's database (docs/architecture.md, the event
 * catalogue): its documents of the run's businesses, each named by a key one household expects.
 */
interface Effect {
  name: string;
  service: RunService;
  collection: string;
  filter: Document;
  keyOf: (document: Document) => string;
  expectedKey: (household: Household) => string;
}

const byCustomerId = {
  keyOf: (document: Document) => String(document.customerId),
  expectedKey: (household: Household) => household.id,
};

const effects: Effect[] = [
  {
    name: 'tenant: plan usage',
    service: 'tenant',
    collection: 'customer_statuses',
    filter: {},
    ...byCustomerId,
  },
  // Analytics' customer (when they joined): Recent Activity's "… joined" line is no measure, as a
  // business keeps only its newest 20 lines.
  {
    name: "tenant: analytics' customer",
    service: 'tenant',
    collection: 'analytics_facts',
    filter: { kind: 'customer' },
    ...byCustomerId,
  },
  {
    name: 'routing: customers to visit',
    service: 'routing',
    collection: 'customers',
    filter: {},
    ...byCustomerId,
  },
  {
    name: 'weight: customers to weigh',
    service: 'weight',
    collection: 'customers',
    filter: {},
    ...byCustomerId,
  },
  {
    name: 'messaging: households to write',
    service: 'messaging',
    collection: 'households',
    filter: {},
    ...byCustomerId,
  },
];

/**
 * Adds in flight per business: enough for both customer instances to enrol at once. On a busy
 * 2-core machine an add can outlast the gateway's 5 s proxy timeout (up to 5 s at load 30 with six
 * in flight); such an add is counted and its customer looked up by e-mail.
 */
const atOnce = 2;

const contaminationNote = /quick note about your compost bucket/i;

async function effectTallies(mongo: MongoClient, system: SystemState, households: Household[]) {
  const tenantIds = [...new Set(households.map((household) => household.tenantId))];
  return Promise.all(
    effects.map(async (effect) => {
      const documents = await mongo
        .db(runDatabaseName(effect.service, system.runId))
        .collection(effect.collection)
        .find({ ...effect.filter, tenantId: { $in: tenantIds } })
        .toArray();
      return tally(households.map(effect.expectedKey), documents.map(effect.keyOf));
    }),
  );
}

async function contaminationTally(system: SystemState, households: Household[]): Promise<Tally> {
  const notes = (
    await mailTo(
      system.mailApiUrl,
      households.map((household) => household.email),
    )
  ).filter((mail) => contaminationNote.test(mail.subject));
  return tally(
    households.map((household) => household.email.toLowerCase()),
    notes.flatMap((mail) => mail.to.map((to) => to.address.toLowerCase())),
  );
}

const complete = (tallies: Tally[]) => tallies.every((counted) => counted.lost === 0);

/**
 * Each event handled once with every service twice on one queue: the owners add customers at
 * once; each customer.created must leave exactly one effect in each consumer. Then each household's
 * bucket is weighed with contamination, and weight.contamination.detected must e-mail each
 * household exactly one note.
 */
export async function eventsHandledOnce(
  system: SystemState,
  businesses: OpenBusiness[],
  customersInAll: number,
): Promise<{ figures: Figure[]; households: Household[] }> {
  const mongo = await MongoClient.connect(system.mongoUrl);
  try {
    const started = performance.now();
    const perBusiness = Math.ceil(customersInAll / businesses.length);
    const adds = await Promise.all(
      businesses.map((open) => addHouseholds(system, open, perBusiness, atOnce)),
    );
    const households = adds.flatMap((added) => added.households);
    const timedOut = adds.reduce((total, added) => total + added.timedOut, 0);
    const added = performance.now();
    const projected = await waitFor(async () => complete(await effectTallies(mongo, system, households)), {
      timeoutMs: 180_000,
    });
    const projectedAt = performance.now();

    const ownerOf = new Map(businesses.map((open) => [open.business.tenantId, open.owner]));
    const weighedHouseholds: Household[] = [];
    let weighingsTimedOut = 0;
    for (let first = 0; first < households.length; first += atOnce) {
      await Promise.all(
        households.slice(first, first + atOnce).map(async (household) => {
          const owner = ownerOf.get(household.tenantId);
          if (!owner) throw new Error(`no owner of ${household.tenantId}`);
          const { made, timedOut } = await settledWrite(
            system,
            owner,
            '/api/weight-entries',
            { customerId: household.id, weight: 12.5, contamination: ['Glass'] },
            () => household,
            async () => {
              const found = await readOrNull<{ entries: unknown[] }>(
                system,
                owner,
                `/api/weight-entries?search=${encodeURIComponent(household.fullName)}`,
              );
              return found && found.entries.length > 0 ? household : null;
            },
          );
          if (timedOut) weighingsTimedOut += 1;
          if (made) weighedHouseholds.push(made);
        }),
      );
    }
    const weighed = performance.now();
    const mailed = await waitFor(
      async () => (await contaminationTally(system, weighedHouseholds)).lost === 0,
      {
        timeoutMs: 120_000,
        everyMs: 2000,
      },
    );
    const mailedAt = performance.now();
    // Time for a second delivery of any event to land before counting.
    await new Promise((resolve) => setTimeout(resolve, 5000));

    const tallies = await effectTallies(mongo, system, households);
    const notes = await contaminationTally(system, weighedHouseholds);
    const all = [...tallies, notes];
    const sum = (field: 'lost' | 'duplicates') => all.reduce((total, counted) => total + counted[field], 0);
    const figures: Figure[] = [
      { name: `customers added (two businesses, ${atOnce} at once each)`, value: households.length },
      { name: 'time to add them', value: (added - started) / 1000, unit: 's' },
      { name: 'adds the gateway timed out on (found by e-mail after)', value: timedOut },
      ...effects.map((effect, index) =>
        tallyFigure(`customer.created → ${effect.name}`, tallies[index] as Tally),
      ),
      {
        name: 'time until every consumer had each',
        value: projected ? (projectedAt - started) / 1000 : 'not within 180 s',
        unit: projected ? 's' : undefined,
      },
      { name: 'weighings the gateway timed out on (found after)', value: weighingsTimedOut },
      tallyFigure('weight.contamination.detected → e-mail', notes),
      {
        name: 'time from the weights to the last e-mail',
        value: mailed ? (mailedAt - weighed) / 1000 : 'not within 120 s',
        unit: mailed ? 's' : undefined,
      },
      { name: 'events lost (all effects)', value: sum('lost'), met: sum('lost') === 0, goal: '0' },
      {
        name: 'events handled twice (all effects)',
        value: sum('duplicates'),
        met: sum('duplicates') === 0,
        goal: '0',
      },
    ];
    return { figures, households };
  } finally {
    await mongo.close();
  }
}
