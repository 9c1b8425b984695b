import { type PageQuery, type Pagination, paginate, skipOf } from '@pickup/contracts';
import type { Model, QueryFilter } from 'mongoose';
import { MissingTenantScopeError } from './tenant-scope';

/** Sort keys in order of precedence, each ascending (1) or descending (-1). */
export type ListSort = Record<string, 1 | -1>;

export interface ListRequest<T> {
  tenantId: string;
  /** The screen's filters (status, search…); `tenantId` is added, and wins over one given here. */
  filter?: QueryFilter<T>;
  sort: ListSort;
  page: PageQuery;
}

/** One page of a tenant's list, in the shape every owner list screen reads. */
export interface ListPage<T> {
  items: T[];
  total: number;
  totalPages: number;
  pagination: Pagination;
}

/**
 * One page of a tenant's list and its total, the same way in every service: skip/limit for the
 * page and countDocuments for the total, both sent at once, on the tenant's filter. `_id` ends
 * the sort, in the direction of its last key, so equal keys never make pages overlap or skip a
 * row, and one index `{ tenantId: 1, <sort keys>, _id: 1 }` serves the sort in either direction.
 * Declare that index on every listed collection.
 *
 * Why this and not a keyset cursor or a count kept per tenant (measured side by side by
 * `make bench`, its database part; figures in docs/infrastructure.md):
 * - FerretDB 1.24, the local endpoint, passes only top-level scalar equalities to its backend
 *   (`tenantId`, `status`: keep them top-level, never under `$and`), never a range, `$or`,
 *   `$regex`, sort, skip or limit, and no index serves a read. On PostgreSQL the equality is a
 *   sequential scan in SQL (O(collection) but cheap, about 15 ms at 20,000 documents), then
 *   FerretDB decodes, filters, sorts and pages the tenant's documents in Go (O(tenant): most of
 *   the cost, so a list costs about the same at 1,000 or 20,000 documents). On SQLite it decodes
 *   the whole collection in Go (O(collection): 20 times the cost at 20,000 as at 1,000).
 * - A keyset cursor (`$gt` on the sort keys) saves nothing there: it is applied in Go after the
 *   same scan; and a screen that offers page numbers needs the offset anyway.
 * - A count kept in a per-tenant document is nearly free to read, but exact only for the
 *   unfiltered list (not a search or a status), and every insert and delete must update it
 *   without a transaction. Sending the page and the count at once recovers part of the gain
 *   where the server has a spare core (a fifth on PostgreSQL here), for every filter, exactly.
 * - Real MongoDB, with the index above, reads the page in index order walking offset + limit
 *   entries (O(offset), never a sort in memory), and counts the tenant's index entries without
 *   fetching a document when the filter is the index's prefix (O(tenant), on the index alone);
 *   a status or search the index does not hold fetches the tenant's documents to test them.
 */
export async function listPage<T extends { tenantId: string }>(
  model: Model<T>,
  { tenantId, filter, sort, page }: ListRequest<T>,
): Promise<ListPage<T>> {
  if (!tenantId) throw new MissingTenantScopeError(model.modelName, 'listPage');
  return pageOf(model, { ...filter, tenantId } as QueryFilter<T>, sort, page);
}

/**
 * One page of a list that belongs to no business: the platform operator's (businesses, demo
 * requests). The same paging as listPage, on a collection that is not tenant-scoped.
 */
export function platformListPage<T>(
  model: Model<T>,
  { filter = {}, sort, page }: Omit<ListRequest<T>, 'tenantId'>,
): Promise<ListPage<T>> {
  return pageOf(model, filter, sort, page);
}

async function pageOf<T>(
  model: Model<T>,
  filter: QueryFilter<T>,
  sort: ListSort,
  page: PageQuery,
): Promise<ListPage<T>> {
  const [items, total] = await Promise.all([
    model.find(filter).sort(withIdLast(sort)).skip(skipOf(page)).limit(page.limit).lean<T[]>(),
    model.countDocuments(filter),
  ]);
  const pagination = paginate(total, page);
  return { items, total, totalPages: pagination.totalPages, pagination };
}

function withIdLast(sort: ListSort): ListSort {
  if ('_id' in sort) return sort;
  return { ...sort, _id: Object.values(sort).at(-1) ?? 1 };
}

const regexSpecial = /[.*+?^${}()|[\]\\]/g;

/** Text as a regular expression that matches it literally. */
export function escapeRegex(text: string): string {
  return text.replace(regexSpecial, '\\$&');
}

/**
 * The filter for a list screen's search box: every word of `text` must appear, case-insensitively,
 * in at least one of `fields`. Nothing (no filter) when the text is blank. Words are matched
 * literally, never as patterns. One `$and` key, so it spreads beside a repository's own `$or`. FerretDB tests it in Go after the tenant's scan; MongoDB tests
 * each of the tenant's documents (no index serves an unanchored regex).
 */
export function searchFilter(text: string | undefined, fields: readonly string[]): Record<string, unknown> {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || fields.length === 0) return {};
  const matching = (word: string) => ({
    $or: fields.map((field) => ({ [field]: { $regex: escapeRegex(word), $options: 'i' } })),
  });
  return { $and: words.map(matching) };
}

/**
 * A field's filter for "any of these values": the value itself when there is only one. The local
 * database endpoint (FerretDB 1.24) hands only equality to its SQL; for `$in` it reads and decodes
 * every document of the tenant, about 0.3 ms each here, where equality decodes the few that match
 * (docs/infrastructure.md). MongoDB answers both from the index.
 */
export function anyOf<T>(values: readonly T[]): T | { $in: T[] } {
  const distinct = [...new Set(values)];
  return distinct.length === 1 ? (distinct[0] as T) : { $in: distinct };
}
