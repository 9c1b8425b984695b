import type { EventActor, MessageSenderType } from '@pickup/contracts';
import { newDocumentId } from '@pickup/kit';
import { messageSent } from '../events/message-events';
import type { Household, MessageRecord, Messaging, TicketRecord } from './model';
import { activeTicket, recordOnTicket } from './ticket-activity';

/** A message about to be written: in a household's thread, or on a visitor's ticket. */
export interface MessageDraft {
  tenantId: string;
  /** The household whose thread it goes in; null for a visitor's ticket. */
  household: Household | null;
  senderId: string | null;
  senderType: MessageSenderType;
  senderName: string;
  receiverId: string;
  content: string;
  /**
   * The ticket it belongs to: given, or (undefined) the household's open or pending ticket if it
   * has one. `counted` when that ticket was opened with this message.
   */
  ticket?: { ticket: TicketRecord; counted: boolean };
}

export interface Written {
  message: MessageRecord;
  /** The ticket as the message left it, when it is on one. */
  ticket: TicketRecord | null;
}

/**
 * Writes a message with its message.sent event, makes it its thread's latest, counts it on its
 * ticket, and tells the open sockets: the business's, and the customer's own.
 */
export async function writeMessage(
  messaging: Messaging,
  { ticket: given, household, ...draft }: MessageDraft,
  actor: EventActor,
): Promise<Written> {
  const joined =
    given?.ticket ?? (household ? await activeTicket(messaging, draft.tenantId, household.customerId) : null);
  const message: MessageRecord = {
    ...draft,
    id: newDocumentId(),
    customerId: household?.customerId ?? null,
    read: false,
    ticketId: joined?.id ?? null,
    createdAt: messaging.clock.now(),
  };
  await messaging.messages.add(message, [messageSent(message, actor)]);
  if (household) await messaging.conversations.noteMessage({ ...message, customerId: household.customerId });
  const ticket =
    joined && !given?.counted ? await recordOnTicket(messaging, joined.id, message, actor) : joined;
  messaging.live.messageSent(message, household?.userId ?? null);
  if (ticket) messaging.live.ticketUpdated(ticket);
  return { message, ticket };
}
