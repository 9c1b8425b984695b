import {
  expiryPlugin,
  isDuplicateKey,
  modelOf,
  processedEventRetentionMs,
  tenantScopedPlugin,
} from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { NoteClaim, NoteLog } from '../domain/model';

/** A note written for an event: claimed while being sent, then sent. No personal details. */
interface NoteDocument {
  tenantId: string;
  eventId: string;
  customerId: string;
  state: 'sending' | 'sent';
  claimedAt: Date;
  sentAt: Date | null;
  /** Remembered as long as the kit remembers the event itself: no redelivery comes later. */
  expiresAt: Date;
}

const schema = new Schema<NoteDocument>(
  {
    eventId: { type: String, required: true },
    customerId: { type: String, required: true },
    state: { type: String, enum: ['sending', 'sent'], required: true },
    claimedAt: { type: Date, required: true },
    sentAt: { type: Date, default: null },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'notes', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.plugin(expiryPlugin, { field: 'expiresAt' });
schema.index({ tenantId: 1, eventId: 1 }, { unique: true, name: 'tenant_event_unique' });

export class MongoNoteLog implements NoteLog {
  private readonly model: Model<NoteDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Note', schema);
  }

  async claim(tenantId: string, eventId: string, customerId: string): Promise<NoteClaim> {
    const claimedAt = new Date();
    try {
      await this.model.create({
        tenantId,
        eventId,
        customerId,
        state: 'sending',
        claimedAt,
        sentAt: null,
        expiresAt: new Date(claimedAt.getTime() + processedEventRetentionMs),
      });
      return 'claimed';
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const held = await this.model
      .findOne({ tenantId, eventId })
      .select({ state: 1 })
      .lean<Pick<NoteDocument, 'state'>>();
    // Released between the two steps by a run whose send was refused: this run may claim it.
    if (!held) return this.claim(tenantId, eventId, customerId);
    return held.state === 'sent' ? 'sent' : 'unsettled';
  }

  async settle(tenantId: string, eventId: string, sentAt: Date): Promise<void> {
    await this.model.updateOne({ tenantId, eventId }, { $set: { state: 'sent', sentAt } });
  }

  async release(tenantId: string, eventId: string): Promise<void> {
    await this.model.deleteOne({ tenantId, eventId, state: 'sending' });
  }
}
