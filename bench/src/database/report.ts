import { round } from '../stats';
import type { BackendFigures, DatabaseResults, ListingFigures } from './measure';
import type { OperationFigures } from './timing';

/** The backend's name alone ("PostgreSQL" out of "FerretDB v1.24.2 (PostgreSQL)"). */
const backendName = (server: string) => /\(([^)]+)\)$/.exec(server)?.[1] ?? server;

const count = (docs: number) => docs.toLocaleString('en-US');

const rate = (figures: OperationFigures) => `${figures.opsPerSecond}/s (${figures.medianMs} ms)`;

/** How many times faster the local backend is: its rate over SQLite's, or SQLite's time over its own. */
const faster = (local: number, sqlite: number) => `${round(local / sqlite, 1)} ×`;

/** Medians of a page and of its count, as one list request waits for both in turn. */
const listingStrategies: [string, (listing: ListingFigures) => number][] = [
  ['(a) first page + countDocuments', (l) => l.firstPage.medianMs + l.countDocuments.medianMs],
  ['(a) last page + countDocuments', (l) => l.lastPage.medianMs + l.countDocuments.medianMs],
  ["(a) first page and countDocuments at once (the kit's listPage)", (l) => l.firstPageByKit.medianMs],
  ['(b) keyset page + countDocuments', (l) => l.keysetPage.medianMs + l.countDocuments.medianMs],
  ['(c) first page + counter document', (l) => l.firstPage.medianMs + l.counterRead.medianMs],
];

function listingRows(local: BackendFigures, sqlite: BackendFigures): string[][] {
  return local.listing.flatMap((atSize, index) => {
    const onSqlite = sqlite.listing[index];
    if (!onSqlite) return [];
    return listingStrategies.map(([label, cost]) => [
      `${count(atSize.collectionDocs)} docs: ${label}`,
      `${round(cost(atSize), 1)} ms`,
      `${round(cost(onSqlite), 1)} ms`,
      faster(cost(onSqlite), cost(atSize)),
    ]);
  });
}

/** Cost at the largest collection over cost at the smallest, first page + count: ~1 follows the tenant. */
function growth(backend: BackendFigures): string {
  const [first, last] = [backend.listing[0], backend.listing.at(-1)];
  if (!first || !last) return '-';
  const cost = (l: ListingFigures) => l.firstPage.medianMs + l.countDocuments.medianMs;
  return `${round(cost(last) / cost(first), 1)} ×`;
}

/** A table as the bench's report draws one (passed in: the report imports this module). */
type Table = (rows: string[][]) => string;

export function databaseLines(results: DatabaseResults, table: Table): string[] {
  const { primary: local, sqlite } = results;
  const [localName, sqliteName] = [backendName(local.server), backendName(sqlite.server)];
  const header = ['', localName, sqliteName, `${localName} / ${sqliteName}`];
  const tenantDocs = local.listing[0]?.tenantDocs ?? 0;
  const [small, large] = [local.listing[0]?.collectionDocs ?? 0, local.listing.at(-1)?.collectionDocs ?? 0];
  const operation = (label: string, pick: (backend: BackendFigures) => OperationFigures) => {
    const [a, b] = [pick(local), pick(sqlite)];
    return [label, rate(a), rate(b), faster(a.opsPerSecond, b.opsPerSecond)];
  };
  return [
    `3. Database: the local ${local.server} vs a temporary ${sqlite.server}, one client, sequential;`,
    '   ops/s (median); the last column is how many times faster the local backend is',
    table([
      header,
      operation(`findOne on an indexed field, ${count(results.lookupDocs)} docs`, (b) => b.findOneIndexed),
      operation(`updateOne by _id, ${count(results.lookupDocs)} docs`, (b) => b.updateOneById),
      operation('$inc on a counter document', (b) => b.counterIncrement),
      [
        `insertMany, batches of 500, ${count(results.lookupDocs)} → ${count(large)} docs`,
        `${local.insertDocsPerSecond} docs/s`,
        `${sqlite.insertDocsPerSecond} docs/s`,
        faster(local.insertDocsPerSecond, sqlite.insertDocsPerSecond),
      ],
    ]),
    `   One tenant's list (${tenantDocs} of the collection's docs), page of ${results.pageSize} sorted by name and _id,`,
    '   with its total; medians of the page and of the count added',
    table([header, ...listingRows(local, sqlite)]),
    `   ${count(large)} docs vs ${count(small)} (first page + count): ${localName} ${growth(local)}, ${sqliteName} ${growth(sqlite)}` +
      ' (1 × = cost follows the tenant; 20 × = the collection)',
  ];
}
