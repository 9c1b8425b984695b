import type { AnalyticsReplayPage, AnalyticsReplayQuery, EventEnvelope } from '@pickup/contracts';
import { replayedEvent, replayPage } from '@pickup/kit';
import type { Clientele, Customer } from '../domain/model';
import { customerSnapshotOf } from './customer-events';

/**
 * The customer service's facts of one business told again as the events that announced them, for
 * analytics to rebuild from (`analyticsReplayApi.customer`): each customer's joining, with the
 * snapshot as it is now, and an archived one's leaving. Deleted customers are gone and tell
 * nothing. docs/customers.md says what is told and when.
 */
function tellCustomer(customer: Customer): EventEnvelope[] {
  const snapshot = customerSnapshotOf(customer);
  const fact = { tenantId: customer.tenantId, key: customer.id };
  const joined = replayedEvent('customer.created', snapshot, { ...fact, occurredAt: customer.joinDate });
  if (customer.status !== 'archived') return [joined];
  return [
    joined,
    replayedEvent('customer.archived', snapshot, {
      ...fact,
      // Archived before the service kept the moment: the latest moment known of them.
      occurredAt: customer.archivedAt ?? customer.lastActivity,
    }),
  ];
}

/** One page of the customer service's replay for the business the query names. */
export function replayCustomers(
  clientele: Clientele,
  query: AnalyticsReplayQuery,
): Promise<AnalyticsReplayPage> {
  return replayPage([clientele.customers.replay(tellCustomer)], query);
}
