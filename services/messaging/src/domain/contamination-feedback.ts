import type { EventData } from '@pickup/contracts';
import { contaminationNoteEmail } from './contamination-note';
import { type NoteSent, type NoteSkipped, sendNoteOnce } from './event-notes';
import type { Messaging } from './model';

export type NoteOutcome = NoteSent | NoteSkipped;

/**
 * weight.contamination.detected: the household is written a short note of what was found and
 * what belongs in the bucket, once per event (see sendNoteOnce). A household unknown, deleted or
 * without an e-mail gets nothing.
 */
export async function sendContaminationNote(
  messaging: Messaging,
  tenantId: string,
  eventId: string,
  { customerId, materials, pickupDate }: EventData<'weight.contamination.detected'>,
): Promise<NoteOutcome> {
  const household = await messaging.households.find(tenantId, customerId);
  if (!household) return 'no_household';
  if (!household.email) return 'no_email';
  const business = await messaging.businesses.find(tenantId);
  if (!business) return 'no_business';
  return sendNoteOnce(
    messaging,
    { tenantId, eventId, customerId },
    contaminationNoteEmail({ household, business, materials, pickupDate }),
  );
}
