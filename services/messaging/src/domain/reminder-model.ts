import type { DayPickup, ReminderChannel, ReminderKind } from '@pickup/contracts';
import type { DomainEvent, Logger, Mailer } from '@pickup/kit';
import type { BusinessDirectory, Clock, HouseholdDirectory } from './model';

/**
 * What pickup reminders work with: the businesses' settings and households messaging keeps, the
 * pickups routing plans, the durable record of what was sent, and the ways out (mail, SMS).
 */

/** One reminder: at most one is ever sent per key. */
export interface ReminderKey {
  tenantId: string;
  customerId: string;
  pickupDate: string;
  kind: ReminderKind;
  channel: ReminderChannel;
}

/**
 * Where a reminder stands for this round: 'claimed' when it is this round's to send, 'sent' when
 * another round sent it, 'busy' while another round is sending it, 'unsettled' when a round
 * claimed it long ago and never said how it went (its process died): it is not sent again.
 */
export type ReminderClaim = 'claimed' | 'sent' | 'busy' | 'unsettled';

/** One reminder run: a business's reminders of one kind for one pickup day. */
export interface ReminderRunKey {
  tenantId: string;
  kind: ReminderKind;
  pickupDate: string;
}

/**
 * The durable record of reminders, claimed by a unique insert (the local FerretDB's conditional
 * updates are not atomic): two schedulers racing, or one restarted, never send one twice.
 */
export interface ReminderLog {
  claim(key: ReminderKey, now: Date): Promise<ReminderClaim>;
  /** It went out: recorded with the events that announce it. */
  settle(key: ReminderKey, sentAt: Date, events: DomainEvent[]): Promise<void>;
  /** It did not go out (the mail server or the provider refused): a later round may send it. */
  release(key: ReminderKey): Promise<void>;
  /** Whether the run has reached every household it was due to reach. */
  isRunDone(run: ReminderRunKey): Promise<boolean>;
  markRunDone(run: ReminderRunKey, at: Date): Promise<void>;
}

/** The outcome of a skip routing was asked for. */
export type SkipOutcome = 'skipped' | 'no_pickup';

/** Routing's schedule, which alone decides who is picked up when. */
export interface PickupSchedule {
  pickupsOn(tenantId: string, date: string): Promise<DayPickup[]>;
  skip(tenantId: string, customerId: string, date: string): Promise<SkipOutcome>;
}

/** A provider of text messages (Twilio's Messages API or one that speaks it). */
export interface SmsSender {
  /** Resolves once the provider accepted the message; rejects when it did not. */
  send(to: string, body: string): Promise<void>;
}

/** How skip links are made: the key that signs them and the address they open. */
export interface SkipLinkSettings {
  secret: string;
  /** The web app's address, whose /api reaches the gateway. */
  baseUrl: string;
}

/** An owner's login e-mail, from identity's user.registered: where a test reminder goes. */
export interface OwnerEmails {
  emailOf(tenantId: string, userId: string): Promise<string | null>;
}

export interface Reminders {
  businesses: BusinessDirectory;
  households: HouseholdDirectory;
  owners: OwnerEmails;
  log: ReminderLog;
  pickups: PickupSchedule;
  mailer: Mailer;
  /** Null when no SMS provider is set up: no SMS is sent. */
  sms: SmsSender | null;
  links: SkipLinkSettings;
  clock: Clock;
  logger: Logger;
}
