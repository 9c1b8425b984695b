import { uniqueName } from '@pickup/kit/testing';
import { performance } from 'node:perf_hooks';
import { settings } from '../settings';
import { roundRate } from '../stats';
import { startSqliteFerretDb } from './sqlite-ferretdb';
import { type OperationFigures, timeRounds } from './timing';
import { type BenchCustomer, CustomerStore, listOrder, makeCustomers, pageSize } from './workload';

/** Collection sizes: the listed tenant's share stays at `tenantDocs` while the collection grows. */
const sizes = { tenantDocs: 500, small: 1000, lookups: 2000, large: 20_000 } as const;

export interface ListingFigures {
  collectionDocs: number;
  tenantDocs: number;
  /** (a) skip/limit: the first page, and the last one (the largest skip). */
  firstPage: OperationFigures;
  lastPage: OperationFigures;
  /** (b) keyset: the page after a cursor in the middle of the tenant's list. */
  keysetPage: OperationFigures;
  /** The total: countDocuments, or (c) the tenant's counter document. */
  countDocuments: OperationFigures;
  counterRead: OperationFigures;
  /** (a) through the kit's listPage: the first page and its count sent at once, on two sockets. */
  firstPageByKit: OperationFigures;
}

export interface BackendFigures {
  /** What answered, as the server describes itself (FerretDB and its backend, or MongoDB). */
  server: string;
  /** insertMany in batches of 500, while the collection grows from 2,000 to 20,000. */
  insertDocsPerSecond: number;
  /** At 2,000 documents. */
  findOneIndexed: OperationFigures;
  updateOneById: OperationFigures;
  /** The write strategy (c) adds to every insert and delete: $inc on a counter document. */
  counterIncrement: OperationFigures;
  listing: ListingFigures[];
}

export interface DatabaseResults {
  pageSize: number;
  lookupDocs: number;
  /** The local infrastructure's FerretDB (MONGO_URL): PostgreSQL unless FERRETDB_BACKEND says otherwise. */
  primary: BackendFigures;
  /** A temporary FerretDB on SQLite, started by the bench. */
  sqlite: BackendFigures;
}

/** Runs `step` on each item in turn (never at once: one client, sequential). */
async function eachInTurn<T, R>(items: readonly T[], step: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await step(item));
  return results;
}

/** The i-th of a scattered, repeatable sample of the first `sizes.lookups` customers. */
function sampled(customers: readonly BenchCustomer[], i: number): BenchCustomer {
  const customer = customers[(i * 7919) % sizes.lookups];
  if (!customer) throw new Error(`no customer at ${i}`);
  return customer;
}

const hexIds = (docs: readonly Pick<BenchCustomer, '_id'>[]) =>
  docs.map((doc) => doc._id.toHexString()).join(',');

/**
 * Before timing a listing, checks that both page strategies return the same rows (the page in the
 * middle of the tenant's list), that the kit's listPage returns the first page, and that every
 * count is exact: a strategy that answered faster
 * but wrongly would not be worth measuring.
 */
async function checkListing(
  store: CustomerStore,
  order: readonly BenchCustomer[],
  page: number,
  cursor: BenchCustomer,
): Promise<void> {
  const expected = hexIds(order.slice((page - 1) * pageSize, page * pageSize));
  const bySkip = hexIds(await store.pageBySkip(page));
  const byKeyset = hexIds(await store.pageAfter(cursor));
  if (bySkip !== expected || byKeyset !== expected) {
    throw new Error(
      `page ${page} differs: skip ${bySkip === expected ? 'right' : 'wrong'}, keyset ${byKeyset === expected ? 'right' : 'wrong'}`,
    );
  }
  const byKit = await store.firstPageByKit();
  if (hexIds(byKit.items) !== hexIds(order.slice(0, pageSize)) || byKit.total !== order.length) {
    throw new Error(`the kit's listPage answered another first page, or a total of ${byKit.total}`);
  }
  const [counted, kept] = [await store.countListed(), await store.readCounter()];
  if (counted !== order.length || kept !== order.length) {
    throw new Error(`counts differ from ${order.length}: countDocuments ${counted}, counter ${kept}`);
  }
}

async function measureListing(
  store: CustomerStore,
  order: readonly BenchCustomer[],
): Promise<ListingFigures> {
  const pages = Math.ceil(order.length / pageSize);
  const middle = Math.ceil(pages / 2);
  const cursor = order[(middle - 1) * pageSize - 1];
  if (!cursor) throw new Error(`no cursor row before page ${middle}`);
  await checkListing(store, order, middle, cursor);
  return {
    collectionDocs: store.size,
    tenantDocs: order.length,
    ...(await timeRounds({
      firstPage: () => store.pageBySkip(1),
      lastPage: () => store.pageBySkip(pages),
      keysetPage: () => store.pageAfter(cursor),
      countDocuments: () => store.countListed(),
      counterRead: () => store.readCounter(),
      firstPageByKit: () => store.firstPageByKit(),
    })),
  };
}

/**
 * The local infrastructure's FerretDB and a temporary one on SQLite, measured side by side in one
 * run: one client, sequential operations, identical documents. Each step runs on one backend,
 * then on the other, so outside load falls on both alike. Everything it creates (a database on
 * the local FerretDB, the temporary FerretDB and its directory) is removed at the end.
 */
export async function measureDatabase(log: (line: string) => void): Promise<DatabaseResults> {
  const customers = makeCustomers(sizes.large, sizes.tenantDocs);
  const order = listOrder(customers);
  const dbName = uniqueName('bench_db');
  const sqlite = await startSqliteFerretDb();
  const stores: { store: CustomerStore; server: string }[] = [];
  try {
    for (const url of [settings.infra.mongoUrl, sqlite.url]) {
      const store = await CustomerStore.open(url, dbName);
      stores.push({ store, server: await store.backend() });
    }
    log(`  ${stores.map(({ server }) => server).join(' vs ')}`);

    const small = await eachInTurn(stores, async ({ store, server }) => {
      await store.growTo(customers, sizes.small);
      log(`  ${server}: listing at ${store.size} documents …`);
      return measureListing(store, order);
    });
    const lookups = await eachInTurn(stores, async ({ store, server }) => {
      await store.growTo(customers, sizes.lookups);
      log(`  ${server}: lookups and updates at ${store.size} documents …`);
      return timeRounds({
        findOneIndexed: (i) => store.findByEmail(sampled(customers, i).email),
        updateOneById: (i) => store.setStatus(sampled(customers, i)._id, i % 2 === 0 ? 'paused' : 'active'),
        counterIncrement: () => store.bumpProbeCounter(),
      });
    });
    const large = await eachInTurn(stores, async ({ store, server }) => {
      log(`  ${server}: inserting up to ${sizes.large} documents …`);
      const started = performance.now();
      await store.growTo(customers, sizes.large);
      const seconds = (performance.now() - started) / 1000;
      log(`  ${server}: listing at ${store.size} documents …`);
      return {
        insertDocsPerSecond: roundRate((sizes.large - sizes.lookups) / seconds),
        listing: await measureListing(store, order),
      };
    });

    const figures = stores.map(({ server }, i): BackendFigures => {
      const [atSmall, atLookups, atLarge] = [small[i], lookups[i], large[i]];
      if (!atSmall || !atLookups || !atLarge) throw new Error(`${server} was not measured completely`);
      return {
        server,
        insertDocsPerSecond: atLarge.insertDocsPerSecond,
        ...atLookups,
        listing: [atSmall, atLarge.listing],
      };
    });
    const [primary, onSqlite] = figures;
    if (!primary || !onSqlite) throw new Error('a backend was not measured');
    return { pageSize, lookupDocs: sizes.lookups, primary, sqlite: onSqlite };
  } finally {
    await Promise.allSettled(stores.map(({ store }) => store.dispose()));
    await sqlite.stop();
  }
}
