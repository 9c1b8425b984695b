import { modelOf, tenantScopedPlugin } from '@pickup/kit';
import { type Connection, type Model, Schema, Types } from 'mongoose';
import type { NewProduct, Product, ProductStore } from '../domain/model';

interface ProductDocument extends Omit<Product, 'id'> {
  _id: Types.ObjectId;
  createdAt: Date;
}

const schema = new Schema<ProductDocument>(
  {
    name: { type: String, required: true },
    description: { type: String, default: '' },
    priceCents: { type: Number, required: true },
    category: { type: String, required: true },
    active: { type: Boolean, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'products', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.index({ tenantId: 1, name: 1, _id: 1 }, { name: 'tenantId_name' });

const toProduct = (doc: ProductDocument): Product => ({
  id: doc._id.toHexString(),
  tenantId: doc.tenantId,
  name: doc.name,
  description: doc.description,
  priceCents: doc.priceCents,
  category: doc.category,
  active: doc.active,
});

const validIds = (ids: string[]) =>
  ids.filter((id) => Types.ObjectId.isValid(id)).map((id) => new Types.ObjectId(id));

export class MongoProductStore implements ProductStore {
  private readonly model: Model<ProductDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Product', schema);
  }

  async list(tenantId: string, filter: { activeOnly: boolean }): Promise<Product[]> {
    const docs = await this.model
      .find({ tenantId, ...(filter.activeOnly ? { active: true } : {}) })
      .sort({ name: 1, _id: 1 })
      .lean<ProductDocument[]>();
    return docs.map(toProduct);
  }

  async find(tenantId: string, id: string): Promise<Product | null> {
    const doc = await this.model.findOne({ tenantId, _id: id }).lean<ProductDocument>();
    return doc ? toProduct(doc) : null;
  }

  async findMany(tenantId: string, ids: string[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const docs = await this.model.find({ tenantId, _id: { $in: validIds(ids) } }).lean<ProductDocument[]>();
    return docs.map(toProduct);
  }

  async create(product: NewProduct): Promise<Product> {
    const doc = await this.model.create(product);
    return toProduct(doc.toObject());
  }

  async seed(tenantId: string, products: NewProduct[]): Promise<void> {
    if (await this.model.exists({ tenantId })) return;
    await this.model.insertMany(products);
  }

  async update(tenantId: string, id: string, changes: Omit<NewProduct, 'tenantId'>): Promise<Product | null> {
    const doc = await this.model
      .findOneAndUpdate({ tenantId, _id: id }, { $set: changes }, { returnDocument: 'after' })
      .lean<ProductDocument>();
    return doc ? toProduct(doc) : null;
  }

  async delete(tenantId: string, id: string): Promise<boolean> {
    return (await this.model.deleteOne({ tenantId, _id: id })).deletedCount === 1;
  }
}
