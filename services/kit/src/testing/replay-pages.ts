import { analyticsReplayPage, type EventEnvelope, parseEvent } from '@pickup/contracts';

/** Asks a service's replay for one page (a supertest request with the internal secret set). */
export type AskReplay = (
  query: Record<string, string | number>,
) => PromiseLike<{ status: number; body: unknown }>;

/** More pages than any test business holds: a replay that never ends fails instead of hanging. */
const maxPages = 1000;

/**
 * Every page of a business's replay, `limit` documents at a time, as the tenant service's rebuild
 * reads it: its events (each parsed with the catalogue) and how many pages it took.
 */
export async function replayAll(
  ask: AskReplay,
  tenantId: string,
  limit: number,
): Promise<{ events: EventEnvelope[]; pages: number }> {
  const events: EventEnvelope[] = [];
  let after: string | null = null;
  for (let pages = 1; pages <= maxPages; pages += 1) {
    const res = await ask({ tenantId, limit, ...(after ? { after } : {}) });
    if (res.status !== 200) throw new Error(`The replay answered ${res.status}: ${JSON.stringify(res.body)}`);
    const page = analyticsReplayPage.parse(res.body);
    events.push(...page.events.map(parseEvent));
    if (page.next === null) return { events, pages };
    after = page.next;
  }
  throw new Error(`The replay did not end within ${maxPages} pages`);
}
