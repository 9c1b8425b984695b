import { BudgetSpentError, forbidden, tenantOf, userOf } from '@pickup/kit';
import type { Request, Response } from 'express';
import type { Speaker } from '../domain/conversations';

/** The signed-in owner or customer, the business they act for, and how events name them. */
export function speakerOf(req: Request): Speaker {
  const user = userOf(req);
  if (user.role !== 'owner' && user.role !== 'customer') throw forbidden();
  return {
    tenantId: tenantOf(req),
    userId: user.id,
    role: user.role,
    actor: { userId: user.id, role: user.role },
  };
}

/** The caller's address: behind the gateway, the client's (X-Forwarded-For from a trusted proxy). */
export const clientAddress = (req: Request) => req.ip ?? 'unknown';

/** Runs a budgeted step; a spent budget answers 429 with Retry-After. */
export async function withinBudget(res: Response, consume: () => Promise<void>): Promise<void> {
  try {
    await consume();
  } catch (error) {
    if (error instanceof BudgetSpentError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}
