import {
  analyticsReplayApi,
  type AnalyticsSource,
  billingInternalApi,
  identityInternalApi,
} from '@pickup/contracts';
import { callInternal, InternalCallError, type InternalTarget } from '@pickup/kit';
import {
  OwnerEmailTakenError,
  OwnerHasBusinessError,
  type OwnerAccounts,
  type PaymentAccounts,
  PeerUnavailableError,
} from '../domain/model';
import type { AnalyticsReplays } from '../domain/analytics-rebuild';

/**
 * Identity's and billing's internal APIs as registration uses them, and the source services'
 * replays as rebuilding analytics reads them. Every operation is safe to repeat, so the kit's
 * client retries what did not arrive. A refusal the saga understands becomes its error; anything
 * else (down, slow, a 5xx, an answer that does not parse) means "not now": the saga stops where it
 * is and the caller, or the provisioning job, tries again; a rebuild stops and says which source.
 */

async function call<T>(
  peer: string,
  send: () => Promise<T>,
  refusals: Partial<Record<number, () => Error>> = {},
): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const refusal = error instanceof InternalCallError ? refusals[error.status] : undefined;
    throw refusal ? refusal() : new PeerUnavailableError(peer, error);
  }
}

export function identityOwners(target: InternalTarget): OwnerAccounts {
  return {
    async createOwner(owner) {
      const { user } = await call(
        'identity',
        () => callInternal(target, identityInternalApi.createOwner, { body: owner }),
        { 409: () => new OwnerEmailTakenError() },
      );
      return { userId: user.id, email: user.email };
    },
    async assignTenant(userId, tenantId) {
      const { user } = await call(
        'identity',
        () =>
          callInternal(target, identityInternalApi.assignTenant, {
            params: { id: userId },
            body: { tenantId },
          }),
        // 404 and 400: the user is gone or no longer an owner; either way they cannot have it.
        {
          409: () => new OwnerHasBusinessError(),
          404: () => new OwnerHasBusinessError(),
          400: () => new OwnerHasBusinessError(),
        },
      );
      return { userId: user.id, email: user.email };
    },
  };
}

export function billingPaymentAccounts(target: InternalTarget): PaymentAccounts {
  return {
    createConnectAccount: (account) =>
      call('billing', () => callInternal(target, billingInternalApi.createConnectAccount, { body: account })),
  };
}

/** Each source's replay, a page at a time; a source that cannot answer stops the rebuild (PeerUnavailableError). */
export function analyticsReplays(targets: Record<AnalyticsSource, InternalTarget>): AnalyticsReplays {
  return {
    page: (source, { tenantId, after, limit }) =>
      call(source, () =>
        callInternal(targets[source], analyticsReplayApi[source], {
          query: { tenantId, limit: String(limit), ...(after === undefined ? {} : { after }) },
        }),
      ),
  };
}
