import type { MailMessage } from '@pickup/kit';
import type { Messaging } from './model';

/** What became of a note for an event that had someone to write to. */
export type NoteSent = 'sent' | 'already_sent' | 'unsettled';

/** Why nobody was written: the household unknown or deleted, without an e-mail, or the business unknown. */
export type NoteSkipped = 'no_household' | 'no_email' | 'no_business';

/**
 * Sends the note an event calls for, once per event. The note is claimed before it is sent, so a
 * run of the handler after the send (a redelivery, or a retry when recording the event failed)
 * sends nothing more; a refused send gives the claim back for the retry. A claim left unsettled
 * means an earlier run handed the note to the mail server and stopped before hearing back: it is
 * not sent again, as a household is better served by one note missing than by two.
 */
export async function sendNoteOnce(
  messaging: Messaging,
  { tenantId, eventId, customerId }: { tenantId: string; eventId: string; customerId: string },
  note: MailMessage,
): Promise<NoteSent> {
  const claim = await messaging.notes.claim(tenantId, eventId, customerId);
  if (claim === 'sent') return 'already_sent';
  if (claim === 'unsettled') return 'unsettled';
  try {
    await messaging.mailer.send(note);
  } catch (error) {
    await messaging.notes.release(tenantId, eventId);
    throw error;
  }
  await messaging.notes.settle(tenantId, eventId, messaging.clock.now());
  return 'sent';
}
