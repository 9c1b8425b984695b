import {
  billingInternalApi,
  identityInternalApi,
  type PublicUser,
  type StartCustomerSubscriptionBody,
} from '@pickup/contracts';
import { InternalApiStub } from '@pickup/kit/testing';
import { randomBytes } from 'node:crypto';

const newId = () => randomBytes(12).toString('hex');

/** Identity's customer logins as identity keeps them: one per e-mail and business. */
export class IdentityStub extends InternalApiStub {
  readonly users = new Map<string, PublicUser & { disabled: boolean }>();

  constructor(secret: string) {
    super(secret);
    this.on(identityInternalApi.createCustomer, ({ body }) => {
      const existing = this.userByEmail(body.email, body.tenantId);
      if (existing) return { status: 200, body: { user: existing } };
      return { status: 201, body: { user: this.register(body) } };
    });
    this.on(identityInternalApi.welcomeCustomer, ({ params }) => this.answerFor(params.id ?? ''));
    this.on(identityInternalApi.disableUser, ({ params }) => {
      const user = this.users.get(params.id ?? '');
      if (user) user.disabled = true;
      return this.answerFor(params.id ?? '');
    });
  }

  /** A household's login, as identity makes it (on sign-up, or on the business's register page). */
  register(login: { tenantId: string; email: string; firstName: string; lastName: string }): PublicUser {
    const user = {
      id: newId(),
      username: login.email.split('@')[0] ?? 'customer',
      email: login.email,
      firstName: login.firstName,
      lastName: login.lastName,
      role: 'customer' as const,
      tenantId: login.tenantId,
      disabled: false,
    };
    this.users.set(user.id, user);
    return this.publicOf(user);
  }

  isDisabled(userId: string): boolean {
    return this.users.get(userId)?.disabled ?? false;
  }

  userByEmail(email: string, tenantId: string): PublicUser | undefined {
    const user = [...this.users.values()].find((u) => u.email === email && u.tenantId === tenantId);
    return user ? this.publicOf(user) : undefined;
  }

  private publicOf({ disabled: _disabled, ...user }: PublicUser & { disabled: boolean }): PublicUser {
    return user;
  }

  private answerFor(userId: string) {
    const user = this.users.get(userId);
    return user
      ? { status: 200, body: { user: this.publicOf(user) } }
      : { status: 404, body: { error: 'User not found', code: 'NOT_FOUND' } };
  }
}

/** The card a household confirms in billing's stub: one subscription per login, the same when asked again. */
export class BillingStub extends InternalApiStub {
  readonly subscriptions = new Map<string, StartCustomerSubscriptionBody & { paymentId: string }>();
  /** False: the business's Stripe account is not onboarded yet (409). */
  paymentsReady = true;

  constructor(secret: string) {
    super(secret);
    this.on(billingInternalApi.startCustomerSubscription, ({ body }) => {
      if (!this.paymentsReady) {
        return {
          status: 409,
          body: { error: "This business isn't accepting card payments yet.", code: 'CONFLICT' },
        };
      }
      const held = this.subscriptions.get(body.customerUserId) ?? { ...body, paymentId: newId() };
      this.subscriptions.set(body.customerUserId, held);
      return {
        status: 200,
        body: {
          clientSecret: clientSecretOf(held.paymentId),
          paymentId: held.paymentId,
          intent: 'payment',
          subscriptionId: newId(),
        },
      };
    });
  }
}

export const clientSecretOf = (paymentId: string) => `pi_${paymentId}_secret_test`;
