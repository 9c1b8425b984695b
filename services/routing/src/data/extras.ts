import {
  anyOf,
  type DomainEvent,
  isDuplicateKey,
  modelOf,
  outboxPlugin,
  tenantScopedPlugin,
  updateRevisioned,
} from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type {
  ExtrasStore,
  NewScheduledOrder,
  PlacedExtra,
  ScheduledOrder,
  ScheduledOrderChange,
} from '../domain/model';

/**
 * The extras of each paid order (billing's order.placed), one document per order: unique by
 * business and order id, so a redelivered order is recorded once. Its placement is the pickup the
 * extras ride on; a delivered order keeps it for good, as that pickup's history. An order the owner
 * settled by hand before routing heard of it is recorded withdrawn, without its number or items.
 */
interface OrderDocument extends ScheduledOrder {
  /** Counts the writes: a change is written only onto the version it was decided from. */
  revision: number;
}

const placementSchema = new Schema(
  {
    routeId: { type: String, required: true },
    date: { type: String, required: true },
  },
  { _id: false },
);

const itemSchema = new Schema(
  {
    name: { type: String, required: true },
    quantity: { type: Number, required: true },
  },
  { _id: false },
);

const schema = new Schema<OrderDocument>(
  {
    orderId: { type: String, required: true },
    orderNumber: { type: String, default: '' },
    customerUserId: { type: String, required: true },
    items: { type: [itemSchema], default: [] },
    placement: { type: placementSchema, default: null },
    delivered: { type: Boolean, default: false },
    withdrawn: { type: Boolean, default: false },
    revision: { type: Number, default: 0 },
  },
  { collection: 'scheduled_orders', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.plugin(outboxPlugin);
schema.index({ tenantId: 1, orderId: 1 }, { unique: true, name: 'tenant_order_unique' });
schema.index({ tenantId: 1, customerUserId: 1, delivered: 1 }, { name: 'tenant_user_delivered' });
schema.index({ tenantId: 1, 'placement.routeId': 1, 'placement.date': 1 }, { name: 'tenant_placement' });

function toOrder(doc: ScheduledOrder): ScheduledOrder {
  return {
    tenantId: doc.tenantId,
    orderId: doc.orderId,
    orderNumber: doc.orderNumber,
    customerUserId: doc.customerUserId,
    items: (doc.items ?? []).map(({ name, quantity }) => ({ name, quantity })),
    placement: doc.placement ? { routeId: doc.placement.routeId, date: doc.placement.date } : null,
    delivered: doc.delivered ?? false,
    withdrawn: doc.withdrawn ?? false,
  };
}

export class MongoExtrasStore implements ExtrasStore {
  private readonly model: Model<OrderDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'ScheduledOrder', schema);
  }

  async record(order: NewScheduledOrder): Promise<boolean> {
    try {
      await this.model.create({ ...order, placement: null, delivered: false, withdrawn: false, revision: 0 });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async find(tenantId: string, orderId: string): Promise<ScheduledOrder | null> {
    const doc = await this.model.findOne({ tenantId, orderId }).lean<OrderDocument>();
    return doc ? toOrder(doc) : null;
  }

  async pendingOf(tenantId: string, customerUserIds: readonly string[]): Promise<ScheduledOrder[]> {
    if (customerUserIds.length === 0) return [];
    const docs = await this.model
      .find({
        tenantId,
        customerUserId: anyOf(customerUserIds),
        delivered: false,
        // Orders recorded before withdrawing existed have no such field.
        withdrawn: { $ne: true },
      })
      .sort({ orderNumber: 1 })
      .lean<OrderDocument[]>();
    return docs.map(toOrder);
  }

  async update(
    tenantId: string,
    orderId: string,
    decide: (order: ScheduledOrder) => ScheduledOrderChange | null,
    announce: (after: ScheduledOrder) => DomainEvent[],
  ): Promise<void> {
    await updateRevisioned({
      model: this.model,
      filter: { tenantId, orderId },
      label: `Order ${orderId}'s extras`,
      toEntity: toOrder,
      decide,
      announce,
    });
  }

  async withdraw(
    { tenantId, orderId, customerUserId }: Pick<ScheduledOrder, 'tenantId' | 'orderId' | 'customerUserId'>,
    decide: (order: ScheduledOrder) => ScheduledOrderChange | null,
  ): Promise<boolean> {
    const unknown: ScheduledOrder = {
      tenantId,
      orderId,
      orderNumber: '',
      customerUserId,
      items: [],
      placement: null,
      delivered: false,
      withdrawn: false,
    };
    const result = await updateRevisioned({
      model: this.model,
      filter: { tenantId, orderId },
      label: `Order ${orderId}'s extras`,
      toEntity: toOrder,
      decide,
      announce: () => [],
      absent: { reads: unknown, document: (after) => ({ ...after, revision: 0 }) },
    });
    return result.changed;
  }

  async onRoutes(
    tenantId: string,
    routeIds: readonly string[],
    from: string,
    to: string,
  ): Promise<PlacedExtra[]> {
    if (routeIds.length === 0) return [];
    const docs = await this.model
      .find({
        tenantId,
        'placement.routeId': anyOf(routeIds),
        'placement.date': { $gte: from, $lte: to },
      })
      .sort({ orderNumber: 1 })
      .lean<OrderDocument[]>();
    return docs.flatMap((doc) => {
      const { placement } = doc;
      if (!placement) return [];
      return doc.items.map((item) => ({
        orderId: doc.orderId,
        orderNumber: doc.orderNumber,
        name: item.name,
        quantity: item.quantity,
        customerUserId: doc.customerUserId,
        routeId: placement.routeId,
        date: placement.date,
      }));
    });
  }
}
