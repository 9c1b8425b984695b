import { identityInternalApi } from '@pickup/contracts';
import { callInternal, InternalCallError, type InternalTarget } from '@pickup/kit';
import { type DriverLogins, IdentityUnavailableError } from '../domain/drivers-model';

/**
 * identity's internal API as the drivers' rules use it. Every call is safe to repeat, so the
 * kit's client retries what did not arrive; anything that is not an answer (down, slow, a 5xx, a
 * body that does not parse) means "not now".
 */
async function call<T>(send: () => Promise<T>, gone?: () => T): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (gone && error instanceof InternalCallError && error.status === 404) return gone();
    throw new IdentityUnavailableError(error);
  }
}

export function identityDriverLogins(target: InternalTarget): DriverLogins {
  return {
    async create(login) {
      const { user } = await call(() =>
        callInternal(target, identityInternalApi.createDriver, { body: login }),
      );
      return user.id;
    },
    async setPassword(userId, password) {
      return call(
        async () => {
          await callInternal(target, identityInternalApi.setPassword, {
            params: { id: userId },
            body: { password },
          });
          return true;
        },
        () => false,
      );
    },
    async disable(userId) {
      // A login identity does not know cannot sign in either.
      await call(
        async () => {
          await callInternal(target, identityInternalApi.disableUser, { params: { id: userId } });
        },
        () => undefined,
      );
    },
  };
}
