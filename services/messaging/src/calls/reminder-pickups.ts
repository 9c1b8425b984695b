import { type DayPickup, routingInternalApi } from '@pickup/contracts';
import { callInternal, InternalCallError, type InternalTarget } from '@pickup/kit';
import type { PickupSchedule, SkipOutcome } from '../domain/reminder-model';

/** Routing's internal API: whom its schedule picks up on a day, and a customer's skip of one day. */
export function routingPickupSchedule(target: InternalTarget): PickupSchedule {
  return {
    async pickupsOn(tenantId: string, date: string): Promise<DayPickup[]> {
      const result = await callInternal(target, routingInternalApi.dayPickups, {
        params: { tenantId },
        query: { date },
      });
      return result.pickups;
    },

    async skip(tenantId: string, customerId: string, date: string): Promise<SkipOutcome> {
      try {
        await callInternal(target, routingInternalApi.skipPickup, {
          params: { tenantId },
          body: { customerId, date },
        });
        return 'skipped';
      } catch (error) {
        if (error instanceof InternalCallError && error.status === 409) return 'no_pickup';
        throw error;
      }
    },
  };
}
