import { billingMessages, type EventActor } from '@pickup/contracts';
import { AppError, type Logger, tenantOf, userOf } from '@pickup/kit';
import type { ErrorRequestHandler, Request } from 'express';
import { ProviderError } from '../domain/payment-provider';

/** The signed-in user and the business they act for (the token's; an owner before onboarding has none). */
export function signedIn(req: Request): { tenantId: string; userId: string; actor: EventActor } {
  const user = userOf(req);
  return { tenantId: tenantOf(req), userId: user.id, actor: { userId: user.id, role: user.role } };
}

/** Stripe refused or could not be reached: a 502 that says so, never a 500. */
export function providerErrors(logger: Logger): ErrorRequestHandler {
  return (error, _req, _res, next) => {
    if (!(error instanceof ProviderError)) return next(error);
    logger.warn({ err: error.cause }, error.message);
    next(new AppError('BAD_GATEWAY', billingMessages.providerUnavailable, { cause: error }));
  };
}
