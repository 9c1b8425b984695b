import type { EventHandler, EventHandlers } from './consumer';

/**
 * A service's handler sets as its one consumer's: where two concerns listen to the same event
 * type, each runs in turn (spreading the sets would keep only the last). The event is
 * acknowledged once all are done; every handler is idempotent, so a retry after one failed
 * repeats nothing.
 */
export function combinedHandlers(...sets: EventHandlers[]): EventHandlers {
  const byType = new Map<string, EventHandler[]>();
  for (const set of sets) {
    for (const [type, handler] of Object.entries(set) as [string, EventHandler][]) {
      byType.set(type, [...(byType.get(type) ?? []), handler]);
    }
  }
  const runAll =
    (handlers: EventHandler[]): EventHandler =>
    async (event) => {
      for (const handler of handlers) await handler(event);
    };
  return Object.fromEntries([...byType].map(([type, handlers]) => [type, runAll(handlers)])) as EventHandlers;
}
