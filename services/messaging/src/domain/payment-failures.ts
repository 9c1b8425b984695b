import type { EventData } from '@pickup/contracts';
import { cardUpdateNoteEmail } from './card-update-note';
import { type NoteSent, type NoteSkipped, sendNoteOnce } from './event-notes';
import type { Messaging } from './model';

export type CardUpdateOutcome = NoteSent | NoteSkipped | 'not_a_renewal' | 'no_page';

/**
 * payment.failed: when a household's subscription renewal fails (billing's failed invoice: a
 * customer subscription, no payment of the household's own making), the household is e-mailed in
 * the business's name with a link to its page's subscribe screen to update the card, once per event
 * (see sendNoteOnce). A failure at sign-up is not written about: the household is on the form then.
 */
export async function sendCardUpdateNote(
  messaging: Messaging,
  tenantId: string,
  eventId: string,
  { purpose, paymentId, subscriptionId, userId, amountCents }: EventData<'payment.failed'>,
): Promise<CardUpdateOutcome> {
  if (purpose !== 'customer_subscription' || paymentId !== null || !subscriptionId || !userId) {
    return 'not_a_renewal';
  }
  const household = await messaging.households.findByUserId(tenantId, userId);
  if (!household) return 'no_household';
  if (!household.email) return 'no_email';
  const business = await messaging.businesses.find(tenantId);
  if (!business) return 'no_business';
  if (!business.subdomain) return 'no_page';
  const updateUrl = `${messaging.webBaseUrl}/${business.subdomain}/subscribe`;
  return sendNoteOnce(
    messaging,
    { tenantId, eventId, customerId: household.customerId },
    cardUpdateNoteEmail({ household, business, amountCents, updateUrl }),
  );
}
