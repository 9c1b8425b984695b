import { modelOf, outboxPlugin, tenantScopedPlugin, updateRevisioned } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { ConversationRecord, ConversationStore, MessageRecord } from '../domain/model';

/**
 * Each customer's thread, by its latest message: the owner's conversation list reads these rather
 * than every message. Written onto the revision read, so of two messages at once the later stays.
 */
interface ConversationDocument extends ConversationRecord {
  tenantId: string;
  revision: number;
}

const schema = new Schema<ConversationDocument>(
  {
    customerId: { type: String, required: true },
    lastMessageId: { type: String, required: true },
    lastMessage: { type: String, required: true },
    lastMessageAt: { type: Date, required: true },
    revision: { type: Number, default: 0 },
  },
  { collection: 'conversations', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
// The kit's revisioned write stores events with the change; a conversation announces none.
schema.plugin(outboxPlugin);
schema.index({ tenantId: 1, customerId: 1 }, { unique: true, name: 'tenant_customer_unique' });
schema.index({ tenantId: 1, lastMessageAt: 1 }, { name: 'tenant_latest' });

const toConversation = (doc: ConversationDocument): ConversationRecord => ({
  customerId: doc.customerId,
  lastMessageId: doc.lastMessageId,
  lastMessage: doc.lastMessage,
  lastMessageAt: doc.lastMessageAt,
});

/** Whether a message came after the one held: by time, then by id. */
const isLater = (message: MessageRecord, held: ConversationRecord) =>
  message.createdAt > held.lastMessageAt ||
  (message.createdAt.getTime() === held.lastMessageAt.getTime() && message.id > held.lastMessageId);

export class MongoConversationStore implements ConversationStore {
  private readonly model: Model<ConversationDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Conversation', schema);
  }

  async noteMessage(message: MessageRecord & { customerId: string }): Promise<void> {
    const { tenantId, customerId } = message;
    const latest = {
      lastMessageId: message.id,
      lastMessage: message.content,
      lastMessageAt: message.createdAt,
    };
    await updateRevisioned({
      model: this.model,
      filter: { tenantId, customerId },
      label: `Conversation ${customerId}`,
      toEntity: toConversation,
      decide: (held) => (held.lastMessageId === '' || isLater(message, held) ? latest : null),
      announce: () => [],
      absent: {
        reads: { customerId, lastMessageId: '', lastMessage: '', lastMessageAt: new Date(0) },
        document: (after) => ({ ...after, tenantId, revision: 0 }),
      },
    });
  }

  async list(tenantId: string): Promise<ConversationRecord[]> {
    const docs = await this.model
      .find({ tenantId })
      .sort({ lastMessageAt: -1, _id: -1 })
      .lean<ConversationDocument[]>();
    return docs.map(toConversation);
  }
}
