import { type PageQuery, ticketChannels, type TicketStatus, ticketStatuses } from '@pickup/contracts';
import {
  anyOf,
  type DomainEvent,
  type ListPage,
  listPage,
  modelOf,
  outboxPlugin,
  searchFilter,
  stageEvents,
  tenantScopedPlugin,
  updateRevisioned,
} from '@pickup/kit';
import { type Connection, type Model, Schema, Types } from 'mongoose';
import type { TicketChanges, TicketFilter, TicketRecord, TicketStore } from '../domain/model';

/** Support tickets: each change is written onto the revision it was decided from, with its events. */
interface TicketDocument extends Omit<TicketRecord, 'id'> {
  _id: Types.ObjectId;
  revision: number;
}

const schema = new Schema<TicketDocument>(
  {
    subject: { type: String, required: true },
    channel: { type: String, enum: ticketChannels, required: true },
    status: { type: String, enum: ticketStatuses, required: true },
    requester: {
      customerId: { type: String, default: null },
      name: { type: String, default: '' },
      email: { type: String, default: '' },
    },
    assignee: {
      type: new Schema({ id: String, name: String }, { _id: false }),
      default: null,
    },
    messageCount: { type: Number, required: true },
    lastMessage: { type: String, default: '' },
    lastMessageAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    resolvedAt: { type: Date, default: null },
    revision: { type: Number, default: 0 },
  },
  { collection: 'tickets', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.plugin(outboxPlugin);
// The list: latest activity first, by status or all (listPage ends the sort with _id).
schema.index({ tenantId: 1, lastMessageAt: 1, _id: 1 }, { name: 'tenant_latest' });
schema.index({ tenantId: 1, status: 1, lastMessageAt: 1 }, { name: 'tenant_status_latest' });

function toTicket(doc: TicketDocument): TicketRecord {
  return {
    id: doc._id.toHexString(),
    tenantId: doc.tenantId,
    subject: doc.subject,
    channel: doc.channel,
    status: doc.status,
    requester: {
      customerId: doc.requester.customerId ?? null,
      name: doc.requester.name ?? '',
      email: doc.requester.email ?? '',
    },
    assignee: doc.assignee?.id ? { id: doc.assignee.id, name: doc.assignee.name } : null,
    messageCount: doc.messageCount,
    lastMessage: doc.lastMessage ?? '',
    lastMessageAt: doc.lastMessageAt,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    resolvedAt: doc.resolvedAt ?? null,
  };
}

export class MongoTicketStore implements TicketStore {
  private readonly model: Model<TicketDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Ticket', schema);
  }

  async create({ id, ...ticket }: TicketRecord, events: DomainEvent[]): Promise<void> {
    const doc = new this.model({ ...ticket, _id: new Types.ObjectId(id), revision: 0 });
    stageEvents(doc, events);
    await doc.save();
  }

  async find(tenantId: string, id: string): Promise<TicketRecord | null> {
    const doc = await this.model.findOne({ tenantId, _id: new Types.ObjectId(id) }).lean<TicketDocument>();
    return doc ? toTicket(doc) : null;
  }

  async update(
    tenantId: string,
    id: string,
    decide: (ticket: TicketRecord) => TicketChanges | null,
    announce: (after: TicketRecord, before: TicketRecord) => DomainEvent[],
  ): Promise<{ ticket: TicketRecord; changed: boolean } | null> {
    const updated = await updateRevisioned({
      model: this.model,
      filter: { tenantId, _id: new Types.ObjectId(id) },
      label: `Ticket ${id}`,
      toEntity: toTicket,
      decide,
      announce,
    });
    return updated ? { ticket: updated.after, changed: updated.changed } : null;
  }

  async list(tenantId: string, filter: TicketFilter, page: PageQuery): Promise<ListPage<TicketRecord>> {
    const listed = await listPage(this.model, {
      tenantId,
      filter: {
        ...(filter.status ? { status: filter.status } : {}),
        ...searchFilter(filter.search, ['requester.name', 'requester.email', 'subject']),
      },
      sort: { lastMessageAt: -1 },
      page,
    });
    return { ...listed, items: listed.items.map(toTicket) };
  }

  async counts(tenantId: string): Promise<Record<TicketStatus, number>> {
    const [open, pending, resolved] = await Promise.all(
      ticketStatuses.map((status) => this.model.countDocuments({ tenantId, status })),
    );
    return { open: open ?? 0, pending: pending ?? 0, resolved: resolved ?? 0 };
  }

  async activeStatusOf(tenantId: string, customerIds: readonly string[]): Promise<Map<string, TicketStatus>> {
    if (customerIds.length === 0) return new Map();
    const docs = await this.model
      .find({
        tenantId,
        'requester.customerId': anyOf(customerIds),
        status: { $in: ['open', 'pending'] },
      })
      .sort({ lastMessageAt: 1 })
      .select({ _id: 0, 'requester.customerId': 1, status: 1 })
      .lean<{ requester: { customerId: string }; status: TicketStatus }[]>();
    // Sorted oldest first, so each customer's latest is the one left.
    return new Map(docs.map((doc) => [doc.requester.customerId, doc.status]));
  }
}
