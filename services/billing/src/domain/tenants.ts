import { defaultProducts, type EventData, toCents } from '@pickup/contracts';
import { platformSubscriptionUpdated } from '../events/billing-events';
import type { Billing } from './model';
import { trialDays } from './platform-plan-rules';

type TenantSnapshot = EventData<'tenant.registered'>;

/**
 * A business's snapshot into billing's projection. A new business gets its starter products and
 * its 14-day trial with the Starter limits, counted from its registration.
 */
export async function applyTenantSnapshot(
  billing: Billing,
  snapshot: TenantSnapshot,
  occurredAt: Date,
  registered: boolean,
): Promise<void> {
  const { tenantId, subdomain, businessName, isActive } = snapshot;
  await billing.tenants.apply({ id: tenantId, subdomain, businessName, isActive }, occurredAt);
  if (!registered) return;
  await billing.products.seed(
    tenantId,
    defaultProducts.map((product) => ({
      tenantId,
      name: product.name,
      description: product.description,
      priceCents: toCents(product.price),
      category: product.category,
      active: true,
    })),
  );
  await billing.platformSubscriptions.createTrial(
    {
      tenantId,
      planId: 'trial',
      status: 'trial',
      trialEndsAt: new Date(occurredAt.getTime() + trialDays * 86_400_000),
      trialReminderSentAt: null,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      currentPeriodEnd: null,
      scheduledPlanId: null,
      lastStripeEventId: null,
    },
    (created) => [platformSubscriptionUpdated(created)],
  );
}
