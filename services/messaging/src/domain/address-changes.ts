import type { EventData } from '@pickup/contracts';
import { addressChangeNoteEmail } from './address-change-note';
import { type NoteSent, sendNoteOnce } from './event-notes';
import type { Messaging } from './model';

export type AddressChangeOutcome = NoteSent | 'no_business' | 'no_owner_email';

/**
 * customer.address_changed: the business's owner is e-mailed who moved, from where to where and
 * what routing does about it, once per event (see sendNoteOnce). It goes to the owner's login's
 * e-mail, else the business's own address from its settings; a business messaging has not heard
 * of yet, or with neither address, gets nothing.
 */
export async function sendAddressChangeNote(
  messaging: Messaging,
  tenantId: string,
  eventId: string,
  move: EventData<'customer.address_changed'>,
): Promise<AddressChangeOutcome> {
  const business = await messaging.businesses.find(tenantId);
  if (!business) return 'no_business';
  const to = (await messaging.owners.firstEmailOf(tenantId)) ?? (business.email || null);
  if (!to) return 'no_owner_email';
  const screen = business.subdomain ? `/${business.subdomain}/business-routes` : '/business-routes';
  return sendNoteOnce(
    messaging,
    { tenantId, eventId, customerId: move.customerId },
    addressChangeNoteEmail({ business, move, to, routesUrl: `${messaging.webBaseUrl}${screen}` }),
  );
}
