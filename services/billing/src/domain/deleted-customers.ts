import { cancelCustomerSubscription } from './customer-subscriptions';
import type { Billing } from './model';

/**
 * The business deleted a customer for good (customer.deleted): billing stops charging them at
 * once and empties their cart. Their orders and payments stay: they are the business's records.
 * Safe to repeat: a cancelled subscription and an empty cart are left as they are.
 */
export async function stopBillingDeletedCustomer(
  billing: Billing,
  tenantId: string,
  customerUserId: string,
): Promise<void> {
  const subscription = await billing.customerSubscriptions.findByCustomer(tenantId, customerUserId);
  if (subscription) await cancelCustomerSubscription(billing, subscription, 'ended');
  await billing.carts.clear(tenantId, customerUserId);
}
