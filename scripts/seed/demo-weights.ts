// The demo business's weighed buckets: sixteen weeks (about four months) of pickups on its routes' days, recorded by the
// owner through the gateway as the weight screen records them, so the weight screen, its impact
// summary and the demo customer's own weight page show real history. One household's bucket last
// week held plastic and waits for review; another's glass three weeks ago was resolved. Idempotent:
// a business that has any weight entry is left as it is.
import {
  type CreateWeightEntryBody,
  type PickupDay,
  routesResult,
  routingApi,
  weightApi,
  weightEntryResult,
  weightSummary,
} from '@pickup/contracts';
import { format, previousDay, subWeeks } from 'date-fns';
import { expectAnswer, type GatewayClient } from './gateway-client';

const weeksOfHistory = 16;

const weekdayIndex: Record<PickupDay, 0 | 1 | 2 | 3 | 4 | 5 | 6> = {
  Sunday: 0,
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
};

/**
 * A household's bucket in a given week: its own usual weight (6 to 14 lbs) with a week-to-week
 * swing of up to 2 lbs, to one decimal. Fixed numbers, so every seeded business looks the same.
 */
function bucketWeight(household: number, week: number): number {
  const usual = 6 + ((household * 37) % 9);
  const swing = (((household + 3) * (week + 7) * 13) % 41) / 10 - 2;
  return Math.round((usual + swing) * 10) / 10;
}

interface DemoPickup {
  customerId: string;
  household: number;
  week: number;
  pickupDate: string;
}

/**
 * Every stop of every route on each of the past weeks' route days, oldest first as they were
 * weighed (today's run is not weighed yet).
 */
async function pastPickups(api: GatewayClient, token: string): Promise<DemoPickup[]> {
  const { routes } = expectAnswer(
    await api.call(routingApi.listRoutes, { token, query: {} }),
    200,
    routesResult,
    'listing routes',
  );
  const today = new Date();
  const pickups: DemoPickup[] = [];
  let household = 0;
  for (const route of routes) {
    const lastRun = previousDay(today, weekdayIndex[route.pickupDay]);
    for (const stop of route.stops) {
      household += 1;
      for (let week = weeksOfHistory - 1; week >= 0; week -= 1) {
        const pickupDate = format(subWeeks(lastRun, week), 'yyyy-MM-dd');
        pickups.push({ customerId: stop.customerId, household, week, pickupDate });
      }
    }
  }
  return pickups;
}

const contaminated: Partial<Record<string, Pick<CreateWeightEntryBody, 'contamination' | 'notes'>>> = {
  '2:0': { contamination: ['Plastic'], notes: 'A plastic produce bag at the bottom of the bucket.' },
  '4:3': { contamination: ['Glass'], notes: 'A small jar among the scraps.' },
};

/** Records the history when the business has none. Answers what was made, in words. */
export async function addDemoWeights(api: GatewayClient, token: string): Promise<string[]> {
  const summary = expectAnswer(
    await api.call(weightApi.weightSummary, { token, query: { period: 'all' } }),
    200,
    weightSummary,
    'reading the weight summary',
  );
  if (summary.entries > 0) return [];

  const pickups = await pastPickups(api, token);
  for (const pickup of pickups) {
    const key = `${pickup.household}:${pickup.week}`;
    const body: CreateWeightEntryBody = {
      customerId: pickup.customerId,
      weight: bucketWeight(pickup.household, pickup.week),
      materialTypes: ['Food scraps'],
      contamination: [],
      notes: '',
      pickupDate: pickup.pickupDate,
      entryDate: pickup.pickupDate,
      ...contaminated[key],
    };
    // The weight service hears of customers by event: one it has not heard of yet is a 404 for a moment.
    const created = expectAnswer(
      await api.callUntil(weightApi.createWeightEntry, { token, body }, (answer) => answer.status === 404),
      201,
      weightEntryResult,
      `recording a weight for ${pickup.pickupDate}`,
    );
    if (key === '4:3') {
      expectAnswer(
        await api.call(weightApi.resolveWeightEntry, {
          token,
          params: { id: created.entry.id },
          body: { resolutionNotes: 'Talked with the household; jars go in their recycling now.' },
        }),
        200,
        weightEntryResult,
        'resolving the glass entry',
      );
    }
  }
  return pickups.length > 0 ? [`${pickups.length} weighed buckets over ${weeksOfHistory} weeks`] : [];
}
