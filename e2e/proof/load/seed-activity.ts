import type { SystemState } from '../../tests/system/system-stack';
import { type Actor, callAs, callUntil, expectAs, inParallel, setUpConcurrency } from './actors';

const dayMs = 24 * 60 * 60 * 1000;

/** A calendar day `weeks` weeks before today (UTC), as the weight screen sends a pickup date. */
const weeksAgo = (weeks: number) => new Date(Date.now() - weeks * 7 * dayMs).toISOString().slice(0, 10);

/** A household's bucket: its own usual weight (6 to 14 lbs) with a swing from week to week. */
const bucketWeight = (household: number, week: number) =>
  Math.round((6 + ((household * 37) % 9) + (((household + 3) * (week + 7) * 13) % 41) / 10 - 2) * 10) / 10;

/**
 * Weeks of weighed buckets for every customer on a route, recorded by the owners and staff in
 * turn, as the weight screen records them. Answers how many entries were made.
 */
export async function recordHistory(
  system: SystemState,
  owners: Actor[],
  customerIds: string[],
  weeks: number,
): Promise<number> {
  const entries = customerIds.flatMap((customerId, household) =>
    Array.from({ length: weeks }, (_, week) => ({ customerId, household, week: week + 1 })),
  );
  await inParallel(entries, setUpConcurrency, async ({ customerId, household, week }, index) => {
    const owner = owners[index % owners.length] as Actor;
    const pickupDate = weeksAgo(week);
    // The weight service hears of customers by event: one it has not heard of is a 404 for a moment.
    const answer = await callUntil(
      () =>
        callAs(system, owner, 'post', '/api/weight-entries', {
          customerId,
          weight: bucketWeight(household, week),
          materialTypes: ['Food scraps'],
          pickupDate,
          entryDate: pickupDate,
        }),
      (pending) => pending.status === 404,
    );
    if (answer.status !== 201)
      throw new Error(`recording a weight answered ${answer.status}: ${answer.text}`);
  });
  return entries.length;
}

/**
 * Each household asks support something; the owners answer every second one, and every tenth
 * household reports a problem by quick message (a ticket). Answers how many messages were sent.
 */
export async function startConversations(
  system: SystemState,
  owners: Actor[],
  homes: Actor[],
): Promise<number> {
  const sent = await inParallel(homes, setUpConcurrency, async (home, index) => {
    // Messaging hears of a household's login by event: until then its messages are refused.
    const asked = await callUntil(
      () =>
        callAs<{ message: { customerId: string | null } }>(system, home, 'post', '/api/messages', {
          receiverId: 'support',
          content: 'Hi! Could the driver take a second bucket this week? We had guests.',
        }),
      (pending) => pending.status === 404 || pending.status === 403,
    );
    if (asked.status !== 201)
      throw new Error(`a household's message answered ${asked.status}: ${asked.text}`);
    let count = 1;
    const customerId = asked.body.message.customerId;
    if (index % 2 === 0 && customerId) {
      await expectAs(201, system, owners[index % owners.length] as Actor, 'post', '/api/messages', {
        receiverId: customerId,
        content: 'Of course: leave both at the curb and the driver will take them.',
      });
      count += 1;
    }
    if (index % 10 === 0) {
      await expectAs(201, system, home, 'post', '/api/support/quick-message', {
        message: 'The lid of our bucket cracked in the cold. Could the driver bring a new one?',
      });
      count += 1;
    }
    return count;
  });
  return sent.reduce((total, count) => total + count, 0);
}
