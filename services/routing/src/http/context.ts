import type { EventActor } from '@pickup/contracts';
import { tenantOf, userOf } from '@pickup/kit';
import type { Request } from 'express';

/** The signed-in user, the business they act for, and how events name them. */
export function signedIn(req: Request): { tenantId: string; userId: string; actor: EventActor } {
  const user = userOf(req);
  return { tenantId: tenantOf(req), userId: user.id, actor: { userId: user.id, role: user.role } };
}
