import { listPage } from '@pickup/kit';
import mongoose, { type Connection, type Model, Schema, Types } from 'mongoose';

/** A customer record of about 300 bytes, shaped like the ones the services list. */
export interface BenchCustomer {
  _id: Types.ObjectId;
  tenantId: string;
  name: string;
  email: string;
  status: string;
  notes: string;
  createdAt: Date;
}

interface TenantCounter {
  _id: string;
  count: number;
}

/** The tenant whose list is paged; every other document belongs to one of many others. */
export const listedTenant = 'bench-tenant-listed';
export const pageSize = 20;
const listSort = { name: 1, _id: 1 } as const;

/**
 * The same documents, in the same order, for every backend. The listed tenant owns every other
 * document among the first `2 × tenantDocs`, then none: the tenant's share stays fixed while the
 * collection grows. Names are scattered (i × a prime, modulo a larger prime) so a tenant's pages
 * interleave with the insertion order.
 */
export function makeCustomers(count: number, tenantDocs: number): BenchCustomer[] {
  const statuses = ['active', 'paused', 'cancelled'];
  const base = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, i) => ({
    _id: new Types.ObjectId(),
    tenantId: i < 2 * tenantDocs && i % 2 === 0 ? listedTenant : `bench-tenant-${i % 97}`,
    name: `Customer ${((i * 7919) % 100_003).toString().padStart(6, '0')}`,
    email: `customer-${i}@example.test`,
    status: statuses[i % statuses.length] ?? 'active',
    notes:
      'Side gate code 4411; bucket behind the garage, lid latch sticks; leave the receipt in the mailbox.',
    createdAt: new Date(base + i * 1000),
  }));
}

/** The listed tenant's documents in list order, to find the keyset cursor and check pages. */
export function listOrder(customers: readonly BenchCustomer[]): BenchCustomer[] {
  return customers
    .filter((customer) => customer.tenantId === listedTenant)
    .sort((a, b) => compare(a.name, b.name) || compare(a._id.toHexString(), b._id.toHexString()));
}

/** Code-unit order, as the database compares these ASCII strings (localeCompare would not). */
function compare(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

const customerSchema = new Schema<BenchCustomer>(
  {
    tenantId: { type: String, required: true },
    name: { type: String, required: true },
    email: { type: String, required: true },
    status: { type: String, required: true },
    notes: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'customers', versionKey: false },
);
customerSchema.index({ email: 1 }, { unique: true });
customerSchema.index({ tenantId: 1, name: 1, _id: 1 });

const counterSchema = new Schema<TenantCounter>(
  { _id: { type: String, required: true }, count: { type: Number, required: true } },
  { collection: 'tenant_counters', versionKey: false },
);

/**
 * One backend's database for the run: its own database, one client of two sockets (every
 * measurement is sequential except the one that sends a page and its count at once), the
 * customers collection with the indexes a service would declare, and a per-tenant counters
 * collection for the counted-list strategy.
 */
export class CustomerStore {
  private inserted = 0;

  private constructor(
    private readonly connection: Connection,
    private readonly customers: Model<BenchCustomer>,
    private readonly counters: Model<TenantCounter>,
  ) {}

  static async open(url: string, dbName: string): Promise<CustomerStore> {
    const connection = await mongoose.createConnection(url, { dbName, maxPoolSize: 2 }).asPromise();
    const customers = connection.model<BenchCustomer>('BenchCustomer', customerSchema);
    const counters = connection.model<TenantCounter>('TenantCounter', counterSchema);
    await customers.createIndexes();
    return new CustomerStore(connection, customers, counters);
  }

  get size(): number {
    return this.inserted;
  }

  /** Inserts the next documents of `all` until the collection holds `target`; the counter follows. */
  async growTo(all: readonly BenchCustomer[], target: number): Promise<void> {
    for (let from = this.inserted; from < target; from = this.inserted) {
      const batch = all.slice(from, Math.min(target, from + 500));
      await this.customers.insertMany(batch, { lean: true });
      const listed = batch.filter((customer) => customer.tenantId === listedTenant).length;
      if (listed > 0) {
        await this.counters.updateOne({ _id: listedTenant }, { $inc: { count: listed } }, { upsert: true });
      }
      this.inserted += batch.length;
    }
  }

  findByEmail(email: string) {
    return this.customers.findOne({ email }).lean();
  }

  setStatus(id: Types.ObjectId, status: string) {
    return this.customers.updateOne({ _id: id }, { $set: { status } });
  }

  /** Strategy (a): page N by skip and limit. */
  pageBySkip(page: number) {
    return this.customers
      .find({ tenantId: listedTenant })
      .sort(listSort)
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean();
  }

  /** Strategy (b): the page after a cursor (the last row of the previous page). */
  pageAfter(cursor: Pick<BenchCustomer, 'name' | '_id'>) {
    return this.customers
      .find({
        tenantId: listedTenant,
        $or: [{ name: { $gt: cursor.name } }, { name: cursor.name, _id: { $gt: cursor._id } }],
      })
      .sort(listSort)
      .limit(pageSize)
      .lean();
  }

  /** Strategy (a) as the services run it: the kit's listPage sends the page and the count at once. */
  firstPageByKit() {
    return listPage(this.customers, {
      tenantId: listedTenant,
      sort: { name: 1 },
      page: { page: 1, limit: pageSize },
    });
  }

  countListed(): Promise<number> {
    return this.customers.countDocuments({ tenantId: listedTenant });
  }

  /** Strategy (c): the count kept in a small document, updated by every write that adds or removes. */
  async readCounter(): Promise<number> {
    const counter = await this.counters.findOne({ _id: listedTenant }).lean();
    return counter?.count ?? 0;
  }

  /** What strategy (c) adds to each such write, on a counter of its own (the listed one stays exact). */
  bumpProbeCounter() {
    return this.counters.updateOne({ _id: 'bench-probe' }, { $inc: { count: 1 } }, { upsert: true });
  }

  /** Which server answers: real MongoDB, or FerretDB and the backend its query plan names. */
  async backend(): Promise<string> {
    const db = this.connection.db;
    if (!db) throw new Error('the connection has no database handle');
    const info = await db.admin().command({ buildInfo: 1 });
    if (typeof info.ferretdbVersion !== 'string') return `MongoDB ${String(info.version)}`;
    const explained = await db.command({
      explain: { find: 'customers', filter: { tenantId: listedTenant } },
    });
    // PostgreSQL's plan is a tree (a document); SQLite's, a list of rows.
    const plan: unknown = explained.queryPlanner?.Plan;
    const onPostgres = typeof plan === 'object' && plan !== null && !Array.isArray(plan);
    return `FerretDB ${info.ferretdbVersion} (${onPostgres ? 'PostgreSQL' : 'SQLite'})`;
  }

  /** Drops the run's database and closes the connection; the caller may not use the store after. */
  async dispose(): Promise<void> {
    try {
      await this.connection.dropDatabase();
    } finally {
      await this.connection.close();
    }
  }
}
