import type { EventData } from '@pickup/contracts';
import { contaminationNoteEmail } from './contamination-note';
import type { Messaging } from './model';

export type NoteOutcome = 'sent' | 'no_household' | 'no_email' | 'no_business' | 'already_sent' | 'unsettled';

/**
 * weight.contamination.detected: the household is written a short note of what was found and
 * what belongs in the bucket, once per event. A household unknown, deleted or without an e-mail
 * gets nothing. The note is claimed before it is sent, so a run of the handler after the send (a
 * redelivery, or a retry when recording the event failed) sends nothing more; a refused send
 * gives the claim back for the retry. A claim left unsettled means an earlier run handed the note
 * to the mail server and stopped before hearing back: it is not sent again, as a household is
 * better served by one note missing than by two.
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

  const claim = await messaging.notes.claim(tenantId, eventId, customerId);
  if (claim === 'sent') return 'already_sent';
  if (claim === 'unsettled') return 'unsettled';
  try {
    await messaging.mailer.send(contaminationNoteEmail({ household, business, materials, pickupDate }));
  } catch (error) {
    await messaging.notes.release(tenantId, eventId);
    throw error;
  }
  await messaging.notes.settle(tenantId, eventId, new Date());
  return 'sent';
}
