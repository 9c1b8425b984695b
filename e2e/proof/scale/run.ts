import { startSystem, stopSystem, workDirFor } from '../../tests/system/system-stack';
import type { Figure } from '../lib/goals';
import { reportAndExit } from '../lib/goals';
import { openBusiness, registerAnotherBusiness } from './businesses';
import { eventsHandledOnce } from './events-once';
import { chatAcrossInstances } from './live-chat';
import { startReminderWatch } from './reminders-once';
import { sharedRateLimits, suiteLimits } from './shared-rate-limits';

/**
 * `make scale` (docs/reliability.md, "Two of everything"): the properties only a second instance
 * can break, proven through real processes with two (or SCALE) of every service and gateway.
 */
const quick = process.env.QUICK === '1';
const customers = quick ? 20 : 60;
/** The quick form runs the reminders' round every 10 s instead of every minute, so it waits less. */
const reminderRoundMs = quick ? 10_000 : 60_000;
const replicas = Math.max(2, Number(process.env.SCALE ?? 2));
const folder = workDirFor('pickup-proof-scale');

async function main(): Promise<Figure[]> {
  const started = performance.now();
  try {
    // Inside the try: a start that fails half-way leaves processes for stopSystem to end.
    const system = await startSystem({
      workDir: folder,
      web: false,
      redisDb: 7,
      replicas,
      reminderRoundMs,
      ...suiteLimits,
    });
    const figures: Figure[] = [
      { name: 'instances of every service and gateway', value: system.replicas },
      { name: 'system up in', value: (performance.now() - started) / 1000, unit: 's' },
    ];
    const businesses = [
      await openBusiness(system, system.business),
      await openBusiness(system, await registerAnotherBusiness(system)),
    ];
    const [first] = businesses;
    if (!first) throw new Error('no business');
    const events = await eventsHandledOnce(system, businesses, customers);
    figures.push(...events.figures);
    const households = events.households.filter(
      (household) => household.tenantId === first.business.tenantId,
    );
    const reminders = await startReminderWatch(system, first, households, reminderRoundMs);
    const [chatting] = households;
    if (!chatting) throw new Error('no household to chat with');
    figures.push(...(await chatAcrossInstances(system, first, chatting)));
    figures.push(...(await sharedRateLimits(system, first.business.subdomain)));
    figures.push(...(await reminders.figures()));
    return figures;
  } finally {
    await stopSystem(folder);
  }
}

main().then(
  (figures) =>
    reportAndExit('scale', figures, [
      `${quick ? 'quick form' : 'full form'}: ${customers} customers, a reminders' round every ${reminderRoundMs / 1000} s; logs of the last run in ${folder}/logs`,
    ]),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
