import type { DayPickup, ReminderChannel } from '@pickup/contracts';
import { reminderSent } from '../events/reminder-events';
import { skipToken, skipUrl } from './pickup-skip-links';
import type { Business, Household, ReminderSettings } from './model';
import type { ReminderKey, ReminderRunKey, Reminders } from './reminder-model';
import { type ReminderFacts, reminderMail, reminderSms } from './reminder-text';
import { openRun, type OpenRun, reminderKindsOf } from './reminder-times';

/**
 * The reminders' round, run every minute by every instance: for each business with reminders on,
 * each kind whose time has come today, each household with a pickup that day and each channel on,
 * the reminder is claimed, sent and recorded with its reminder.sent event. A run that reached
 * everyone is marked done, so later rounds of the day do not ask routing again.
 */

/** The channels a business's reminders go out on: SMS only when a provider is set up. */
export function channelsOf(settings: ReminderSettings, smsConfigured: boolean): ReminderChannel[] {
  return [
    ...(settings.emailRemindersEnabled ? (['email'] as const) : []),
    ...(settings.smsRemindersEnabled && smsConfigured ? (['sms'] as const) : []),
  ];
}

/** A customer on two routes that day is reminded once, of the earlier one. */
export function firstPickupOfEach(pickups: readonly DayPickup[]): DayPickup[] {
  const byCustomer = new Map<string, DayPickup>();
  for (const pickup of pickups) {
    const held = byCustomer.get(pickup.customerId);
    if (!held || pickup.startsAt < held.startsAt) byCustomer.set(pickup.customerId, pickup);
  }
  return [...byCustomer.values()];
}

/** What one reminder went to: sent now, sent before, or still open (another round sending, or refused). */
type Outcome = 'sent' | 'done_before' | 'open';

interface Recipient {
  business: Business;
  household: Household;
  pickup: DayPickup;
  facts: ReminderFacts;
}

async function deliver(reminders: Reminders, channel: ReminderChannel, recipient: Recipient): Promise<void> {
  const { business, household, facts } = recipient;
  if (channel === 'email') {
    await reminders.mailer.send(reminderMail(business, household, facts));
    return;
  }
  if (!reminders.sms || !household.phone) throw new Error('no SMS provider or number');
  await reminders.sms.send(household.phone, reminderSms(business, facts));
}

async function remindOnce(reminders: Reminders, key: ReminderKey, recipient: Recipient): Promise<Outcome> {
  const claim = await reminders.log.claim(key, reminders.clock.now());
  if (claim === 'sent' || claim === 'unsettled') return 'done_before';
  if (claim === 'busy') return 'open';
  try {
    await deliver(reminders, key.channel, recipient);
  } catch (error) {
    await reminders.log.release(key);
    reminders.logger.warn(
      {
        err: error,
        tenantId: key.tenantId,
        customerId: key.customerId,
        kind: key.kind,
        channel: key.channel,
      },
      'reminder not sent; the next round tries again',
    );
    return 'open';
  }
  const sentAt = reminders.clock.now();
  await reminders.log.settle(key, sentAt, [reminderSent(key, recipient.pickup.routeId, sentAt)]);
  return 'sent';
}

const addressOf = (household: Household, channel: ReminderChannel) =>
  channel === 'email' ? household.email.trim() : (household.phone ?? '').trim();

/** One business's run of one kind: every household due, on every channel; whether it reached them all. */
async function remindRun(
  reminders: Reminders,
  run: ReminderRunKey,
  open: OpenRun,
  settings: ReminderSettings,
  channels: readonly ReminderChannel[],
): Promise<{ sent: number; complete: boolean }> {
  const business = await reminders.businesses.find(run.tenantId);
  if (!business) return { sent: 0, complete: false };
  const now = reminders.clock.now();
  const pickups = firstPickupOfEach(await reminders.pickups.pickupsOn(run.tenantId, open.pickupDate))
    // The morning-of reminder is pointless once the route has set out.
    .filter((pickup) => run.kind === 'day_before' || new Date(pickup.startsAt).getTime() > now.getTime());
  const households = new Map(
    (
      await reminders.households.findMany(
        run.tenantId,
        pickups.map((pickup) => pickup.customerId),
      )
    ).map((household) => [household.customerId, household]),
  );
  let sent = 0;
  let complete = true;
  for (const pickup of pickups) {
    const household = households.get(pickup.customerId);
    if (!household) continue;
    const facts: ReminderFacts = {
      kind: run.kind,
      message: settings.reminderMessage,
      pickupDate: pickup.date,
      timeWindow: pickup.timeWindow,
      skipUrl: skipUrl(
        reminders.links.baseUrl,
        skipToken(reminders.links.secret, {
          tenantId: run.tenantId,
          customerId: pickup.customerId,
          date: pickup.date,
          expiresAt: new Date(pickup.startsAt),
        }),
      ),
    };
    for (const channel of channels) {
      if (!addressOf(household, channel)) continue;
      const key: ReminderKey = { ...run, customerId: pickup.customerId, channel };
      const outcome = await remindOnce(reminders, key, { business, household, pickup, facts });
      if (outcome === 'sent') sent += 1;
      if (outcome === 'open') complete = false;
    }
  }
  return { sent, complete };
}

/** One round at the clock's now; answers how many reminders it sent. */
export async function sendDueReminders(reminders: Reminders): Promise<number> {
  const now = reminders.clock.now();
  let sent = 0;
  for (const { tenantId, settings } of await reminders.businesses.withRemindersOn()) {
    const channels = channelsOf(settings, reminders.sms !== null);
    if (channels.length === 0) continue;
    for (const { kind, enabled, time } of reminderKindsOf(settings)) {
      if (!enabled) continue;
      const open = openRun(kind, time, settings.timeZone, now);
      if (!open) continue;
      const run: ReminderRunKey = { tenantId, kind, pickupDate: open.pickupDate };
      if (await reminders.log.isRunDone(run)) continue;
      try {
        const result = await remindRun(reminders, run, open, settings, channels);
        sent += result.sent;
        if (result.complete) await reminders.log.markRunDone(run, now);
      } catch (error) {
        // One business's trouble (routing unreachable) must not hold up the others.
        reminders.logger.error(
          { err: error, tenantId, kind },
          'reminder run failed; the next round tries again',
        );
      }
    }
  }
  return sent;
}
