import { messageSenderTypes, type MessageSenderType } from '@pickup/contracts';
import { type DomainEvent, modelOf, outboxPlugin, stageEvents, tenantScopedPlugin } from '@pickup/kit';
import { type Connection, type Model, Schema, Types } from 'mongoose';
import type { MessageRecord, MessageStore, ThreadPage } from '../domain/model';

/** Every message, of customers' threads and visitors' tickets: a thread is read by its customer. */
interface MessageDocument extends Omit<MessageRecord, 'id'> {
  _id: Types.ObjectId;
}

const schema = new Schema<MessageDocument>(
  {
    customerId: { type: String, default: null },
    senderId: { type: String, default: null },
    receiverId: { type: String, required: true },
    content: { type: String, required: true },
    senderType: { type: String, enum: messageSenderTypes, required: true },
    senderName: { type: String, default: '' },
    read: { type: Boolean, required: true },
    ticketId: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'messages', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.plugin(outboxPlugin);
// A thread's pages, newest first; its unread ones; a ticket's messages.
schema.index({ tenantId: 1, customerId: 1, createdAt: 1, _id: 1 }, { name: 'tenant_thread' });
schema.index({ tenantId: 1, senderType: 1, read: 1 }, { name: 'tenant_unread' });
schema.index({ tenantId: 1, ticketId: 1, createdAt: 1 }, { name: 'tenant_ticket' });

function toMessage(doc: MessageDocument): MessageRecord {
  return {
    id: doc._id.toHexString(),
    tenantId: doc.tenantId,
    customerId: doc.customerId ?? null,
    senderId: doc.senderId ?? null,
    receiverId: doc.receiverId,
    content: doc.content,
    senderType: doc.senderType,
    senderName: doc.senderName ?? '',
    read: doc.read,
    ticketId: doc.ticketId ?? null,
    createdAt: doc.createdAt,
  };
}

export class MongoMessageStore implements MessageStore {
  private readonly model: Model<MessageDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Message', schema);
  }

  async add({ id, ...message }: MessageRecord, events: DomainEvent[]): Promise<void> {
    const doc = new this.model({ ...message, _id: new Types.ObjectId(id) });
    stageEvents(doc, events);
    await doc.save();
  }

  async thread(
    tenantId: string,
    customerId: string,
    { before, limit }: { before?: string; limit: number },
  ): Promise<ThreadPage> {
    const older = before ? await this.olderThan(tenantId, customerId, before) : {};
    if (older === null) return { messages: [], hasMore: false };
    const docs = await this.model
      .find({ tenantId, customerId, ...older })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit + 1)
      .lean<MessageDocument[]>();
    return { messages: docs.slice(0, limit).reverse().map(toMessage), hasMore: docs.length > limit };
  }

  async ofTicket(tenantId: string, ticketId: string): Promise<MessageRecord[]> {
    const docs = await this.model
      .find({ tenantId, ticketId })
      .sort({ createdAt: 1, _id: 1 })
      .lean<MessageDocument[]>();
    return docs.map(toMessage);
  }

  async markRead(
    tenantId: string,
    customerId: string,
    writers: readonly MessageSenderType[],
  ): Promise<number> {
    const marked = await this.model.updateMany(
      { tenantId, customerId, read: false, senderType: { $in: [...writers] } },
      { $set: { read: true } },
    );
    return marked.modifiedCount;
  }

  async unreadFromCustomers(tenantId: string): Promise<Map<string, number>> {
    const docs = await this.model
      .find({ tenantId, senderType: 'customer', read: false, customerId: { $ne: null } })
      .select({ _id: 0, customerId: 1 })
      .lean<{ customerId: string }[]>();
    const unread = new Map<string, number>();
    for (const { customerId } of docs) unread.set(customerId, (unread.get(customerId) ?? 0) + 1);
    return unread;
  }

  /** The filter for messages older than one of the thread; null when it is not of this thread. */
  private async olderThan(tenantId: string, customerId: string, before: string) {
    const anchor = await this.model
      .findOne({ tenantId, customerId, _id: new Types.ObjectId(before) })
      .select({ createdAt: 1 })
      .lean<Pick<MessageDocument, '_id' | 'createdAt'>>();
    if (!anchor) return null;
    return {
      $or: [
        { createdAt: { $lt: anchor.createdAt } },
        { createdAt: anchor.createdAt, _id: { $lt: anchor._id } },
      ],
    };
  }
}
