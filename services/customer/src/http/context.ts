import type { EventActor } from '@pickup/contracts';
import { tenantOf, userOf } from '@pickup/kit';
import type { Request } from 'express';

/** The signed-in user (the owner, or a household on its own account) and the business they act for. */
export function signedIn(req: Request): { tenantId: string; actor: EventActor } {
  const user = userOf(req);
  return { tenantId: tenantOf(req), actor: { userId: user.id, role: user.role } };
}
