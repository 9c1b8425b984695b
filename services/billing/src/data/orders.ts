import { orderStatuses } from '@pickup/contracts';
import {
  type DomainEvent,
  isDuplicateKey,
  listPage,
  modelOf,
  outboxPlugin,
  stageEvents,
  tenantScopedPlugin,
  updateOneWithEvents,
} from '@pickup/kit';
import { type Connection, type Model, Schema, Types } from 'mongoose';
import { orderLineSchema } from './order-lines';
import type { Order, OrderStore } from '../domain/model';

interface OrderDocument extends Omit<Order, 'id'> {
  _id: Types.ObjectId;
}

const schema = new Schema<OrderDocument>(
  {
    number: { type: String, required: true },
    customerUserId: { type: String, required: true },
    customerName: { type: String, default: '' },
    paymentId: { type: String, required: true },
    stripePaymentIntentId: { type: String, required: true },
    lines: { type: [orderLineSchema], required: true },
    subtotalCents: { type: Number, required: true },
    taxCents: { type: Number, required: true },
    totalCents: { type: Number, required: true },
    status: { type: String, enum: orderStatuses, required: true },
    placedAt: { type: Date, required: true },
    stripeReceiptUrl: { type: String, default: null },
  },
  { collection: 'orders', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.plugin(outboxPlugin);
// A payment places one order, whatever Stripe repeats.
schema.index({ tenantId: 1, paymentId: 1 }, { name: 'tenantId_paymentId', unique: true });
schema.index({ tenantId: 1, placedAt: -1, _id: -1 }, { name: 'tenantId_placedAt' });

const toOrder = (doc: OrderDocument): Order => ({
  id: doc._id.toHexString(),
  tenantId: doc.tenantId,
  number: doc.number,
  customerUserId: doc.customerUserId,
  customerName: doc.customerName,
  paymentId: doc.paymentId,
  stripePaymentIntentId: doc.stripePaymentIntentId,
  lines: doc.lines.map((line) => ({ ...line })),
  subtotalCents: doc.subtotalCents,
  taxCents: doc.taxCents,
  totalCents: doc.totalCents,
  status: doc.status,
  placedAt: doc.placedAt,
  stripeReceiptUrl: doc.stripeReceiptUrl,
});

/** The number customers quote: the order id's last eight characters, which are unique enough to read. */
const orderNumber = (id: Types.ObjectId) => `ORD-${id.toHexString().slice(-8).toUpperCase()}`;

export class MongoOrderStore implements OrderStore {
  private readonly model: Model<OrderDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Order', schema);
  }

  async createForPayment(
    order: Omit<Order, 'id' | 'number'>,
    events: (o: Order) => DomainEvent[],
  ): Promise<Order | null> {
    const _id = new Types.ObjectId();
    const created: Order = { ...order, id: _id.toHexString(), number: orderNumber(_id) };
    const doc = new this.model({ ...order, _id, number: created.number });
    stageEvents(doc, events(created));
    try {
      await doc.save();
      return created;
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
  }

  async findByPayment(tenantId: string, paymentId: string): Promise<Order | null> {
    const doc = await this.model.findOne({ tenantId, paymentId }).lean<OrderDocument>();
    return doc ? toOrder(doc) : null;
  }

  async find(tenantId: string, id: string): Promise<Order | null> {
    const doc = await this.model.findOne({ tenantId, _id: id }).lean<OrderDocument>();
    return doc ? toOrder(doc) : null;
  }

  async list(
    tenantId: string,
    filter: { customerUserId?: string; status?: Order['status'] },
    page: { page: number; limit: number },
  ): Promise<{ orders: Order[]; total: number }> {
    const result = await listPage(this.model, { tenantId, filter, sort: { placedAt: -1 }, page });
    return { orders: result.items.map(toOrder), total: result.total };
  }

  async ofCustomer(tenantId: string, customerUserId: string): Promise<Order[]> {
    const docs = await this.model.find({ tenantId, customerUserId }).lean<OrderDocument[]>();
    return docs.map(toOrder);
  }

  async setStatus(
    tenantId: string,
    id: string,
    status: Order['status'],
    events: (o: Order) => DomainEvent[],
  ) {
    const current = await this.find(tenantId, id);
    if (!current) return null;
    if (current.status === status) return current;
    const doc = await updateOneWithEvents(
      this.model,
      { tenantId, _id: new Types.ObjectId(id), status: current.status },
      { $set: { status } },
      events({ ...current, status }),
    );
    return doc ? toOrder(doc) : this.find(tenantId, id);
  }
}
