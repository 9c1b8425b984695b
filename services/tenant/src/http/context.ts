import type { EventActor } from '@pickup/contracts';
import { BudgetSpentError, tenantOf, userOf } from '@pickup/kit';
import type { Request, Response } from 'express';

/** The signed-in user and the business they act for. */
export function signedIn(req: Request): { tenantId: string; actor: EventActor } {
  const user = userOf(req);
  return { tenantId: tenantOf(req), actor: { userId: user.id, role: user.role } };
}

/** The signed-in user as the actor of the events they cause. */
export function actorOf(req: Request): EventActor {
  const user = userOf(req);
  return { userId: user.id, role: user.role };
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
