import {
  expiryPlugin,
  isDuplicateKey,
  modelOf,
  outboxPlugin,
  updateOneWithEvents,
  type DomainEvent,
} from '@pickup/kit';
import { addDays } from 'date-fns';
import { type Connection, type Model, Schema } from 'mongoose';
import type { ReminderClaim, ReminderKey, ReminderLog, ReminderRunKey } from '../domain/reminder-model';

/**
 * The reminders sent, one document per reminder (tenant, customer, pickup day, kind, channel),
 * its id the key itself so that a unique insert claims it: the local FerretDB applies conditional
 * updates in separate read and write steps, so only an insert can decide between two schedulers.
 * A claim is 'claimed' while it is being sent and 'sent' after, with reminder.sent in its outbox.
 * Both kinds of document are swept a while after their pickup day.
 */
interface ClaimDocument {
  _id: string;
  tenantId: string;
  status: 'claimed' | 'sent';
  claimedAt: Date;
  sentAt: Date | null;
  expiresAt: Date;
}

interface RunDocument {
  _id: string;
  tenantId: string;
  doneAt: Date;
  expiresAt: Date;
}

/**
 * A claim older than this whose round never said how it went was lost with its process. It may
 * have gone out, so it is never sent again: a missed reminder is better than a doubled one.
 */
const unsettledAfterMs = 10 * 60_000;
/** Records are kept this long after their pickup day: long past any round that could ask. */
const keptDays = 14;

const claimSchema = new Schema<ClaimDocument>(
  {
    _id: { type: String, required: true },
    tenantId: { type: String, required: true },
    status: { type: String, enum: ['claimed', 'sent'], required: true },
    claimedAt: { type: Date, required: true },
    sentAt: { type: Date, default: null },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'reminder_claims', versionKey: false },
);
claimSchema.plugin(outboxPlugin);
claimSchema.plugin(expiryPlugin, { field: 'expiresAt' });

const runSchema = new Schema<RunDocument>(
  {
    _id: { type: String, required: true },
    tenantId: { type: String, required: true },
    doneAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'reminder_runs', versionKey: false },
);
runSchema.plugin(expiryPlugin, { field: 'expiresAt' });

const claimIdOf = (key: ReminderKey) =>
  [key.tenantId, key.customerId, key.pickupDate, key.kind, key.channel].join(':');
const runIdOf = (run: ReminderRunKey) => [run.tenantId, run.pickupDate, run.kind].join(':');
const expiryOf = (pickupDate: string) => addDays(new Date(`${pickupDate}T00:00:00Z`), keptDays);

export class MongoReminderLog implements ReminderLog {
  private readonly claims: Model<ClaimDocument>;
  private readonly runs: Model<RunDocument>;

  constructor(connection: Connection) {
    this.claims = modelOf(connection, 'ReminderClaim', claimSchema);
    this.runs = modelOf(connection, 'ReminderRun', runSchema);
  }

  async claim(key: ReminderKey, now: Date): Promise<ReminderClaim> {
    const _id = claimIdOf(key);
    try {
      await this.claims.create({
        _id,
        tenantId: key.tenantId,
        status: 'claimed',
        claimedAt: now,
        sentAt: null,
        expiresAt: expiryOf(key.pickupDate),
      });
      return 'claimed';
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const held = await this.claims.findById(_id).lean<ClaimDocument>();
    // Released between the insert and the read: the next round claims it.
    if (!held) return 'busy';
    if (held.status === 'sent') return 'sent';
    return now.getTime() - held.claimedAt.getTime() >= unsettledAfterMs ? 'unsettled' : 'busy';
  }

  async settle(key: ReminderKey, sentAt: Date, events: DomainEvent[]): Promise<void> {
    await updateOneWithEvents(
      this.claims,
      { _id: claimIdOf(key), status: 'claimed' },
      { $set: { status: 'sent', sentAt } },
      events,
    );
  }

  async release(key: ReminderKey): Promise<void> {
    await this.claims.deleteOne({ _id: claimIdOf(key), status: 'claimed' });
  }

  async isRunDone(run: ReminderRunKey): Promise<boolean> {
    return (await this.runs.countDocuments({ _id: runIdOf(run) })) > 0;
  }

  async markRunDone(run: ReminderRunKey, at: Date): Promise<void> {
    try {
      await this.runs.create({
        _id: runIdOf(run),
        tenantId: run.tenantId,
        doneAt: at,
        expiresAt: expiryOf(run.pickupDate),
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
}
