import type { EventData } from '@pickup/contracts';
import type { Household, Messaging } from './model';

/** "Robin Meadows"; empty when neither name is known. */
export const fullName = ({ firstName, lastName }: Pick<Household, 'firstName' | 'lastName'>): string =>
  [firstName, lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

/** identity's user.registered: a business's owner login, its name (tickets they take) and e-mail (test reminders). */
export async function applyUserRegistered(
  messaging: Messaging,
  { userId, role, tenantId, firstName, lastName, username, email }: EventData<'user.registered'>,
): Promise<boolean> {
  if (role !== 'owner' || !tenantId) return false;
  await messaging.owners.apply(tenantId, userId, fullName({ firstName, lastName }) || username, email);
  return true;
}
