import { isDuplicateKey, modelOf, tenantScopedPlugin } from '@pickup/kit';
import { type Connection, type Model, Schema, Types } from 'mongoose';
import type { CartLine, CartStore } from '../domain/model';

interface CartLineDocument extends Omit<CartLine, 'id'> {
  _id: Types.ObjectId;
  createdAt: Date;
}

const schema = new Schema<CartLineDocument>(
  {
    userId: { type: String, required: true },
    productId: { type: String, required: true },
    quantity: { type: Number, required: true, min: 1 },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'cart_items', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
// One line per product in a cart: adding it again adds to the line.
schema.index({ tenantId: 1, userId: 1, productId: 1 }, { name: 'tenantId_userId_productId', unique: true });

const toLine = (doc: CartLineDocument): CartLine => ({
  id: doc._id.toHexString(),
  tenantId: doc.tenantId,
  userId: doc.userId,
  productId: doc.productId,
  quantity: doc.quantity,
});

export class MongoCartStore implements CartStore {
  private readonly model: Model<CartLineDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'CartLine', schema);
  }

  async list(tenantId: string, userId: string): Promise<CartLine[]> {
    const docs = await this.model
      .find({ tenantId, userId })
      .sort({ createdAt: 1, _id: 1 })
      .lean<CartLineDocument[]>();
    return docs.map(toLine);
  }

  async find(tenantId: string, userId: string, id: string): Promise<CartLine | null> {
    const doc = await this.model.findOne({ tenantId, userId, _id: id }).lean<CartLineDocument>();
    return doc ? toLine(doc) : null;
  }

  async add(tenantId: string, userId: string, productId: string, quantity: number): Promise<CartLine> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const added = await this.model
        .findOneAndUpdate(
          { tenantId, userId, productId },
          { $inc: { quantity } },
          { returnDocument: 'after' },
        )
        .lean<CartLineDocument>();
      if (added) return toLine(added);
      try {
        return toLine((await this.model.create({ tenantId, userId, productId, quantity })).toObject());
      } catch (error) {
        // Another request started the line at the same moment: add to it instead.
        if (!isDuplicateKey(error)) throw error;
      }
    }
    throw new Error(`Cart line of product ${productId} could not be written`);
  }

  async setQuantity(
    tenantId: string,
    userId: string,
    id: string,
    quantity: number,
  ): Promise<CartLine | null> {
    const doc = await this.model
      .findOneAndUpdate({ tenantId, userId, _id: id }, { $set: { quantity } }, { returnDocument: 'after' })
      .lean<CartLineDocument>();
    return doc ? toLine(doc) : null;
  }

  async remove(tenantId: string, userId: string, id: string): Promise<boolean> {
    return (await this.model.deleteOne({ tenantId, userId, _id: id })).deletedCount === 1;
  }

  async removeMany(tenantId: string, userId: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.model.deleteMany({ tenantId, userId, _id: { $in: ids.map((id) => new Types.ObjectId(id)) } });
  }

  async clear(tenantId: string, userId: string): Promise<void> {
    await this.model.deleteMany({ tenantId, userId });
  }
}
