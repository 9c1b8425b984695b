// The demo customer's card subscription, made through the gateway as Manage Billing makes it:
// the weekly plan, paid with the simulated card, so the dashboard's Payment & Billing card and
// Manage Billing show a real plan, its next charge and its card. Idempotent: a customer with a
// subscription keeps it. Needs simulated payments (the development set-up).
import {
  billingApi,
  customerSubscriptionResult,
  paymentsConfig,
  restartSubscriptionResult,
} from '@pickup/contracts';
import type { CustomerSession } from './demo-customer-login';
import { expectAnswer, type GatewayClient } from './gateway-client';

/** Subscribes the demo customer when they have no subscription. Answers what was made, in words. */
export async function addDemoSubscription(api: GatewayClient, customer: CustomerSession): Promise<string[]> {
  const current = await api.call(billingApi.mySubscription, { token: customer.token });
  if (current.status === 200) {
    const { subscription } = customerSubscriptionResult.parse(current.body);
    if (subscription.status !== 'cancelled') return [];
  }
  const payments = expectAnswer(
    await api.call(billingApi.paymentsConfig, {}),
    200,
    paymentsConfig,
    'reading how payments are taken',
  );
  if (!payments.simulated) return [];
  const started = expectAnswer(
    await api.call(billingApi.restartMySubscription, { token: customer.token, body: { planId: 'weekly' } }),
    200,
    restartSubscriptionResult,
    "starting the demo customer's subscription",
  );
  const confirmed = await api.call(billingApi.simulateConfirm, {
    token: customer.token,
    body: { paymentId: started.paymentId, clientSecret: started.clientSecret },
  });
  if (confirmed.status !== 200) {
    throw new Error(
      `paying the demo subscription: answered ${confirmed.status} ${JSON.stringify(confirmed.body)}`,
    );
  }
  return ['a weekly card subscription for the demo customer'];
}
