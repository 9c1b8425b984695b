import {
  type EventActor,
  type InboundEmailBody,
  inboundEmailMessages,
  messagingLimits,
  messagingMessages,
  supportReceiver,
  systemActor,
  tenantMessages,
  z,
} from '@pickup/contracts';
import { badRequest, notFound } from '@pickup/kit';
import { announceTicketChange } from '../events/message-events';
import { householdName } from './conversations';
import type { Household, Messaging, TicketRecord } from './model';
import type { ReplyAddresses, ReplyTarget } from './reply-addresses';
import { replyTextOf } from './reply-text';
import { activeTicket, requesterKey } from './ticket-activity';
import { householdWritesToSupport } from './tickets';
import { writeMessage } from './threads';

/**
 * E-mail into support, as the inbound-parse provider posts it: a reply to a ticket's reply e-mail
 * continues that ticket, and a household's e-mail to its business's support address opens or
 * continues its ticket. Only the words the sender wrote are kept (replyTextOf).
 */

const ticketNotFound = () => notFound(messagingMessages.ticketNotFound);
const emailAddress = z.email();
const addressPattern = /[^\s<>,;"']+@[^\s<>,;"']+/g;

/** The address of "Name <address>" or of a bare address, lower case; null when it is none. */
export function senderAddressOf(from: string): string | null {
  const candidate = (/<([^<>]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();
  return emailAddress.safeParse(candidate).success ? candidate : null;
}

/** Every address a recipients field names, lower case. */
const recipientsOf = (to: string) => (to.match(addressPattern) ?? []).map((address) => address.toLowerCase());

/** The reply's own words, cut to a message's length rather than refused: the sender cannot be asked again. */
function contentOf(text: string): string {
  const content = replyTextOf(text);
  if (!content) throw badRequest(messagingMessages.messageRequired);
  const { messageLength } = messagingLimits;
  return content.length > messageLength ? `${content.slice(0, messageLength - 1)}…` : content;
}

const actorOf = (household: Household | null): EventActor =>
  household?.userId ? { userId: household.userId, role: 'customer' } : systemActor;

/**
 * The ticket a reply lands on: the one it answers, opened again if it was resolved; but when the
 * requester has opened another since, that one, since a requester has one open ticket at a time.
 */
async function reopenedForReply(
  messaging: Messaging,
  ticket: TicketRecord,
  actor: EventActor,
): Promise<TicketRecord> {
  if (ticket.status !== 'resolved') return ticket;
  const { tenantId } = ticket;
  const key = requesterKey(ticket.requester);
  const other = await activeTicket(messaging, tenantId, key);
  if (other) return other;
  if (!(await messaging.activeTickets.claim(tenantId, key, ticket.id))) {
    // Another message of theirs opened a ticket a moment ago: this reply joins it.
    const opened = await activeTicket(messaging, tenantId, key);
    if (opened) return opened;
  }
  const now = messaging.clock.now();
  const updated = await messaging.tickets.update(
    tenantId,
    ticket.id,
    (current) =>
      current.status === 'resolved' ? { status: 'open', resolvedAt: null, updatedAt: now } : null,
    announceTicketChange(actor),
  );
  if (!updated) throw ticketNotFound();
  messaging.live.ticketUpdated(updated.ticket);
  return updated.ticket;
}

/** A reply to a ticket's reply e-mail, from its requester's address: their message on the ticket. */
async function continueTicket(
  messaging: Messaging,
  { tenantId, ticketId }: ReplyTarget,
  sender: string,
  content: string,
): Promise<TicketRecord> {
  const ticket = await messaging.tickets.find(tenantId, ticketId);
  // A reply address forwarded to someone else does not let them write as the requester.
  if (!ticket || ticket.requester.email.toLowerCase() !== sender) throw ticketNotFound();
  const { customerId, name } = ticket.requester;
  const household = customerId ? await messaging.households.find(tenantId, customerId) : null;
  const actor = actorOf(household);
  const onTicket = await reopenedForReply(messaging, ticket, actor);
  const written = await writeMessage(
    messaging,
    {
      tenantId,
      household,
      senderId: household?.userId ?? null,
      senderType: 'customer',
      senderName: (household && householdName(household)) || name,
      receiverId: supportReceiver,
      content,
      ticket: { ticket: onTicket, counted: false },
    },
    actor,
  );
  return written.ticket ?? onTicket;
}

/** An e-mail to a business's support address: its household's, opening or continuing their ticket. */
async function writeToBusiness(
  messaging: Messaging,
  subdomain: string,
  sender: string,
  { subject, content }: { subject: string; content: string },
): Promise<TicketRecord> {
  const tenantId = await messaging.businesses.tenantOfSubdomain(subdomain);
  if (!tenantId) throw notFound(tenantMessages.businessNotFound);
  const household = await messaging.households.findByEmail(tenantId, sender);
  if (!household) throw notFound(inboundEmailMessages.senderUnknown);
  const actor = actorOf(household);
  return householdWritesToSupport(messaging, {
    tenantId,
    household,
    channel: 'email',
    content,
    subject,
    actor,
  });
}

/** Receives one e-mail: the ticket it was added to. */
export async function receiveInboundEmail(
  messaging: Messaging,
  addresses: ReplyAddresses,
  { from, to, subject, text }: InboundEmailBody,
): Promise<TicketRecord> {
  const sender = senderAddressOf(from);
  if (!sender) throw badRequest(inboundEmailMessages.senderInvalid);
  const recipients = recipientsOf(to);
  const target = recipients.map((address) => addresses.targetOf(address)).find((found) => found !== null);
  if (target) return continueTicket(messaging, target, sender, contentOf(text));
  const subdomain = recipients
    .map((address) => addresses.subdomainOf(address))
    .find((found) => found !== null);
  if (subdomain) return writeToBusiness(messaging, subdomain, sender, { subject, content: contentOf(text) });
  throw notFound(inboundEmailMessages.notAddressed);
}
