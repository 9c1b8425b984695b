import type { EventData } from '@pickup/contracts';
import { randomBytes } from 'node:crypto';

/** One way of getting an event from a producer's write to a consumer's handler. */
export interface EventPath {
  readonly label: string;
  /**
   * Starts writing one event. The id is known at once; `written` settles when the write is
   * durable (the document saved, or the broker's confirm received).
   */
  write(): { id: string; written: Promise<void> };
  /** Set by the driver: called once an event has been handled and its message acked. */
  onHandled: (eventId: string) => void;
  /** Empties what the previous measurement left behind, so each starts alike. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export const benchEventType = 'tenant.updated';

/** A realistic event body: what the tenant service announces when a business changes. */
export function benchEventData(): EventData<typeof benchEventType> {
  const tenantId = randomBytes(12).toString('hex');
  return {
    tenantId,
    subdomain: `bench-${tenantId.slice(0, 8)}`,
    businessName: 'Bench Compost Co.',
    customDomain: null,
    customDomainVerified: false,
    isActive: true,
    subscriptionStatus: 'active',
  };
}
