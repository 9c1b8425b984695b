import { billingInternalApi, identityInternalApi } from '@pickup/contracts';
import { callInternal, InternalCallError, type InternalTarget } from '@pickup/kit';
import {
  type Logins,
  PaymentsNotReadyError,
  PeerUnavailableError,
  type Subscriptions,
} from '../domain/model';

/**
 * Identity's and billing's internal APIs as the customer service uses them. Every operation is
 * safe to repeat, so the kit's client retries what did not arrive. A refusal the use case
 * understands becomes its error; anything else (down, slow, a 5xx, an answer that does not
 * parse) means "not now": the use case stops where it is and the caller tries again.
 */

async function call<T>(
  peer: string,
  send: () => Promise<T>,
  refusals: Partial<Record<number, () => T | Error>> = {},
): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const refusal = error instanceof InternalCallError ? refusals[error.status] : undefined;
    if (!refusal) throw new PeerUnavailableError(peer, error);
    const outcome = refusal();
    if (outcome instanceof Error) throw outcome;
    return outcome;
  }
}

export function identityLogins(target: InternalTarget): Logins {
  return {
    async createLogin(login) {
      const { user } = await call('identity', () =>
        callInternal(target, identityInternalApi.createCustomer, { body: login }),
      );
      return user.id;
    },
    async welcome(userId, businessName) {
      // 404 and 409: the login is gone, or is no customer's: there is nobody to welcome.
      await call(
        'identity',
        async () => {
          await callInternal(target, identityInternalApi.welcomeCustomer, {
            params: { id: userId },
            body: { businessName },
          });
        },
        { 404: () => undefined, 409: () => undefined },
      );
    },
    async disable(userId) {
      // A login identity does not know cannot sign in either.
      await call(
        'identity',
        async () => {
          await callInternal(target, identityInternalApi.disableUser, { params: { id: userId } });
        },
        { 404: () => undefined },
      );
    },
  };
}

export function billingSubscriptions(target: InternalTarget): Subscriptions {
  return {
    async start(subscription) {
      const { clientSecret, paymentId, intent } = await call(
        'billing',
        () => callInternal(target, billingInternalApi.startCustomerSubscription, { body: subscription }),
        { 409: () => new PaymentsNotReadyError() },
      );
      return { clientSecret, paymentId, intent };
    },
  };
}
