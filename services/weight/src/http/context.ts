import { tenantOf, userOf } from '@pickup/kit';
import type { Request } from 'express';
import type { Acting } from '../domain/model';

/** The signed-in user, the business they act for, and how events name them. */
export function actingOf(req: Request): Acting {
  const user = userOf(req);
  return { tenantId: tenantOf(req), userId: user.id, actor: { userId: user.id, role: user.role } };
}
