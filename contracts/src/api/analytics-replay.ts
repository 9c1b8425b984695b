/**
 * Replay (internal): how the tenant service rebuilds analytics without reading other databases.
 * Apart from ./analytics because its pages carry the whole event catalogue (every service's event
 * schemas): the browser's report form, which checks its dates with ./analytics, would download it.
 */
import { eventEnvelope } from '../events';
import { objectId } from '../ids';
import type { ApiOperation } from '../operation';
import type { ServiceName } from '../services';
import { z } from '../zod';

const ok = <S extends z.ZodType>(description: string, schema: S) => ({ description, schema });

export const analyticsReplayQuery = z.object({
  tenantId: objectId,
  /** Where the previous page ended; absent for the first page. */
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
export type AnalyticsReplayQuery = z.infer<typeof analyticsReplayQuery>;

/**
 * A service's current state for one business, told again as the catalogue's events, oldest
 * first, each with the time it became true: the same events the live projection consumes.
 */
export const analyticsReplayPage = z.object({
  events: z.array(eventEnvelope),
  /** The cursor of the next page, or null after the last. */
  next: z.string().nullable(),
});
export type AnalyticsReplayPage = z.infer<typeof analyticsReplayPage>;

/** The services whose events analytics counts, each with its replay. */
export const analyticsSources = [
  'customer',
  'billing',
  'routing',
  'weight',
] as const satisfies readonly ServiceName[];
export type AnalyticsSource = (typeof analyticsSources)[number];

const replayOperation = (owner: AnalyticsSource) =>
  ({
    method: 'get',
    path: '/internal/analytics/replay',
    owner,
    summary: `The ${owner} service's facts for one business as events, a page at a time (rebuilding analytics)`,
    access: 'internal',
    query: analyticsReplayQuery,
    responses: { 200: ok('A page of events', analyticsReplayPage) },
  }) as const satisfies ApiOperation;

export const analyticsReplayApi = {
  customer: replayOperation('customer'),
  billing: replayOperation('billing'),
  routing: replayOperation('routing'),
  weight: replayOperation('weight'),
} as const satisfies Record<AnalyticsSource, ApiOperation>;
