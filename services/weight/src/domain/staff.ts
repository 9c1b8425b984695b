import type { EventData } from '@pickup/contracts';
import { fullName } from './customers';
import type { Weighing } from './model';

/** identity's user.registered: the name of a business's owner login, for the history they write. */
export async function applyUserRegistered(
  weighing: Weighing,
  { userId, role, tenantId, firstName, lastName, username }: EventData<'user.registered'>,
): Promise<boolean> {
  if (role !== 'owner' || !tenantId) return false;
  await weighing.staff.apply(tenantId, userId, fullName({ firstName, lastName }) || username);
  return true;
}
