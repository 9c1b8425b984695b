import {
  type EventActor,
  messagingMessages,
  type QuickMessageBody,
  supportReceiver,
  type SupportRequestBody,
  systemActor,
  type TicketChannel,
  type TicketsQuery,
  type TicketStatus,
  type UpdateTicketBody,
} from '@pickup/contracts';
import { conflict, type ListPage, notFound } from '@pickup/kit';
import { announceTicketChange } from '../events/message-events';
import { householdName, householdOfCustomer, type Speaker, unnamedBusiness } from './conversations';
import type { Household, MessageRecord, Messaging, TicketChanges, TicketRecord } from './model';
import { activeTicket, openOrContinueTicket, requesterKey } from './ticket-activity';
import { ticketReplyEmail } from './ticket-reply-email';
import { writeMessage } from './threads';

/**
 * Support tickets: a household's quick message or a visitor's request from the public page opens
 * one (or continues the requester's open one); the business answers, in the chat and by e-mail,
 * takes it, and resolves it.
 */

/** Who a ticket names as its assignee when the owner's name is not known (yet). */
export const unnamedOwner = 'Business owner';
export const anotherTicketOpen = 'This requester has another open ticket; answer that one instead.';

const ticketNotFound = () => notFound(messagingMessages.ticketNotFound);

/** A household's quick message from the Support Center: in their thread, on their open ticket or a new one. */
export async function quickMessage(
  messaging: Messaging,
  speaker: Speaker,
  { message: content }: QuickMessageBody,
): Promise<TicketRecord> {
  const { tenantId, userId, actor } = speaker;
  const household = await householdOfCustomer(messaging, tenantId, userId);
  return householdWritesToSupport(messaging, {
    tenantId,
    household,
    channel: 'quick_message',
    content,
    actor,
  });
}

export interface HouseholdRequest {
  tenantId: string;
  household: Household;
  channel: TicketChannel;
  content: string;
  /** An e-mail's own subject, for a ticket it opens. */
  subject?: string;
  actor: EventActor;
}

/** A household writes to support: into its thread, on its open or pending ticket or a new one. */
export async function householdWritesToSupport(
  messaging: Messaging,
  { tenantId, household, channel, content, subject, actor }: HouseholdRequest,
): Promise<TicketRecord> {
  const senderName = householdName(household);
  const { ticket, opened } = await openOrContinueTicket(messaging, {
    tenantId,
    requester: { customerId: household.customerId, name: senderName, email: household.email },
    channel,
    content,
    ...(subject === undefined ? {} : { subject }),
    actor,
  });
  const written = await writeMessage(
    messaging,
    {
      tenantId,
      household,
      senderId: household.userId,
      senderType: 'customer',
      senderName,
      receiverId: supportReceiver,
      content,
      ticket: { ticket, counted: opened },
    },
    actor,
  );
  return written.ticket ?? ticket;
}

/**
 * A visitor writes from the public support page. One whose e-mail is a household's writes as
 * that household, into its thread and onto its open ticket; anyone else gets a ticket of their own.
 */
export async function supportRequest(
  messaging: Messaging,
  tenantId: string,
  { name, email, message: content }: SupportRequestBody,
): Promise<TicketRecord> {
  const household = await messaging.households.findByEmail(tenantId, email);
  const requester = household
    ? { customerId: household.customerId, name: householdName(household) || name, email: household.email }
    : { customerId: null, name, email };
  const actor = household?.userId ? { userId: household.userId, role: 'customer' as const } : systemActor;
  const { ticket, opened } = await openOrContinueTicket(messaging, {
    tenantId,
    requester,
    channel: 'support_page',
    content,
    actor,
  });
  const written = await writeMessage(
    messaging,
    {
      tenantId,
      household,
      senderId: household?.userId ?? null,
      senderType: 'customer',
      senderName: name,
      receiverId: supportReceiver,
      content,
      ticket: { ticket, counted: opened },
    },
    actor,
  );
  return written.ticket ?? ticket;
}

export interface TicketList {
  page: ListPage<TicketRecord>;
  counts: Record<TicketStatus, number>;
}

export async function listTickets(
  messaging: Messaging,
  tenantId: string,
  { status, search, ...page }: TicketsQuery,
): Promise<TicketList> {
  const [listed, counts] = await Promise.all([
    messaging.tickets.list(tenantId, { status: status === 'all' ? undefined : status, search }, page),
    messaging.tickets.counts(tenantId),
  ]);
  return { page: listed, counts };
}

export async function findTicket(messaging: Messaging, tenantId: string, id: string): Promise<TicketRecord> {
  const ticket = await messaging.tickets.find(tenantId, id);
  if (!ticket) throw ticketNotFound();
  return ticket;
}

export async function ticketDetail(
  messaging: Messaging,
  tenantId: string,
  id: string,
): Promise<{ ticket: TicketRecord; messages: MessageRecord[] }> {
  const ticket = await findTicket(messaging, tenantId, id);
  return { ticket, messages: await messaging.messages.ofTicket(tenantId, id) };
}

/**
 * The owner changes a ticket's status or takes it ('me') or lets it go (null). A resolved ticket
 * no longer holds its requester's next message; opened again, it does, unless the requester has
 * opened another meanwhile (409).
 */
export async function updateTicket(
  messaging: Messaging,
  speaker: Speaker,
  id: string,
  { status, assignee }: UpdateTicketBody,
): Promise<TicketRecord> {
  const { tenantId, userId, actor } = speaker;
  const current = await findTicket(messaging, tenantId, id);
  const key = requesterKey(current.requester);
  if (status !== undefined && status !== 'resolved' && current.status === 'resolved') {
    await holdForRequester(messaging, current);
  }
  const taker =
    assignee === 'me'
      ? { id: userId, name: (await messaging.owners.nameOf(tenantId, userId)) ?? unnamedOwner }
      : null;
  const now = messaging.clock.now();
  const updated = await messaging.tickets.update(
    tenantId,
    id,
    (ticket) => {
      const changes: TicketChanges = {};
      if (status !== undefined && status !== ticket.status) {
        changes.status = status;
        changes.resolvedAt = status === 'resolved' ? now : null;
      }
      if (assignee !== undefined && taker?.id !== ticket.assignee?.id) changes.assignee = taker;
      return Object.keys(changes).length > 0 ? { ...changes, updatedAt: now } : null;
    },
    announceTicketChange(actor),
  );
  if (!updated) throw ticketNotFound();
  const { ticket, changed } = updated;
  if (changed && ticket.status === 'resolved') await messaging.activeTickets.release(tenantId, key, id);
  if (changed) messaging.live.ticketUpdated(ticket);
  return ticket;
}

/** A resolved ticket opened again holds its requester's next message, unless they opened another meanwhile. */
async function holdForRequester(messaging: Messaging, ticket: TicketRecord): Promise<void> {
  const key = requesterKey(ticket.requester);
  const other = await activeTicket(messaging, ticket.tenantId, key);
  if (other?.id === ticket.id) return;
  if (other || !(await messaging.activeTickets.claim(ticket.tenantId, key, ticket.id))) {
    throw conflict(anotherTicketOpen);
  }
}

/**
 * The owner answers a ticket: the reply joins the requester's thread (live to them), the ticket
 * waits on them (pending), and the reply is e-mailed to them in the business's name.
 */
export async function replyToTicket(
  messaging: Messaging,
  speaker: Speaker,
  id: string,
  content: string,
): Promise<MessageRecord> {
  const { tenantId, userId, actor } = speaker;
  const ticket = await findTicket(messaging, tenantId, id);
  const { customerId, email } = ticket.requester;
  const household: Household | null = customerId
    ? await messaging.households.find(tenantId, customerId)
    : null;
  const business = await messaging.businesses.find(tenantId);
  const written = await writeMessage(
    messaging,
    {
      tenantId,
      household,
      senderId: userId,
      senderType: 'business',
      senderName: business?.businessName ?? unnamedBusiness,
      receiverId: household?.customerId ?? email,
      content,
      ticket: { ticket, counted: false },
    },
    actor,
  );
  if (!email) return written.message;
  if (business) {
    const replyTo =
      messaging.replyAddresses?.addressOf({ tenantId, ticketId: ticket.id }) ?? (business.email || null);
    messaging.mailer.deliver(
      ticketReplyEmail({ ticket: written.ticket ?? ticket, business, content, replyTo }),
    );
  } else {
    // Only before the tenant service's events arrive: the reply is in the chat, unsigned mail is not sent.
    messaging.logger.warn({ tenantId, ticketId: id }, 'ticket reply not e-mailed: business not known yet');
  }
  return written.message;
}
