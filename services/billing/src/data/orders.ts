import { orderStatuses } from '@pickup/contracts';
import {
  type DomainEvent,
  isDuplicateKey,
  listPage,
  modelOf,
  outboxPlugin,
  stageEvents,
  tenantScopedPlugin,
  updateRevisioned,
} from '@pickup/kit';
import { type Connection, type Model, Schema, Types } from 'mongoose';
import { orderLineSchema } from './order-lines';
import type { Delivery, Order, OrderChange, OrderedAmount, OrderStore, ReplayOf } from '../domain/model';

interface OrderDocument extends Omit<Order, 'id'> {
  _id: Types.ObjectId;
  /** Counts the writes: a change is written only onto the version it was decided from. */
  revision: number;
}

const deliverySchema = new Schema<Delivery>(
  {
    routeId: { type: String, required: true },
    customerId: { type: String, required: true },
    date: { type: String, required: true },
    routeName: { type: String, required: true },
    timeWindow: { type: String, required: true },
    scheduledAt: { type: Date, required: true },
  },
  { _id: false },
);

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
    delivery: { type: deliverySchema, default: null },
    cancelledAt: { type: Date, default: null },
    revision: { type: Number, default: 0 },
  },
  { collection: 'orders', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.plugin(outboxPlugin);
// A payment places one order, whatever Stripe repeats.
schema.index({ tenantId: 1, paymentId: 1 }, { name: 'tenantId_paymentId', unique: true });
schema.index({ tenantId: 1, placedAt: -1, _id: -1 }, { name: 'tenantId_placedAt' });
schema.index(
  { tenantId: 1, 'delivery.routeId': 1, 'delivery.date': 1, 'delivery.customerId': 1 },
  { name: 'tenantId_delivery' },
);

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
  // Orders placed before deliveries were followed have no field at all.
  delivery: doc.delivery ? { ...doc.delivery } : null,
  cancelledAt: doc.cancelledAt ?? null,
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

  async amountsOrdered(tenantId: string, customerUserId?: string): Promise<Map<string, OrderedAmount>> {
    // Summed here: FerretDB 1.24's $group answers 0 for a $sum over an unwound array's field.
    const docs = await this.model
      .find({ tenantId, ...(customerUserId ? { customerUserId } : {}) }, { lines: 1 })
      .lean<Pick<OrderDocument, 'lines'>[]>();
    const amounts = new Map<string, OrderedAmount>();
    for (const { lines } of docs) {
      for (const line of lines) {
        const amount = amounts.get(line.productId) ?? { orders: 0, quantity: 0 };
        amounts.set(line.productId, { orders: amount.orders + 1, quantity: amount.quantity + line.quantity });
      }
    }
    return amounts;
  }

  async scheduledOn(
    tenantId: string,
    stop: { routeId: string; date: string; customerId?: string },
    statuses: readonly Order['status'][],
  ): Promise<Order[]> {
    const docs = await this.model
      .find({
        tenantId,
        'delivery.routeId': stop.routeId,
        'delivery.date': stop.date,
        ...(stop.customerId ? { 'delivery.customerId': stop.customerId } : {}),
        status: { $in: statuses },
      })
      .lean<OrderDocument[]>();
    return docs.map(toOrder);
  }

  async change(
    tenantId: string,
    id: string,
    decide: (order: Order) => OrderChange | null,
    events: (after: Order, before: Order) => DomainEvent[],
  ): Promise<{ order: Order; changed: boolean } | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const result = await updateRevisioned({
      model: this.model,
      filter: { tenantId, _id: new Types.ObjectId(id) },
      label: `Order ${id}`,
      toEntity: toOrder,
      decide,
      announce: events,
    });
    return result ? { order: result.after, changed: result.changed } : null;
  }

  replay: ReplayOf<Order> = (tell) => ({
    name: 'orders',
    model: this.model as Model<unknown>,
    tell: (doc) => tell(toOrder(doc as OrderDocument)),
  });
}
