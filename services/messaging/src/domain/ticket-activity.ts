import { type EventActor, messagingLimits, type TicketChannel } from '@pickup/contracts';
import { newDocumentId } from '@pickup/kit';
import { announceTicketChange, ticketOpened } from '../events/message-events';
import type { MessageRecord, Messaging, TicketRecord, TicketRequester } from './model';

/**
 * A ticket's life as messages come in: a requester has one open or pending ticket at a time, which
 * their next message continues; the business's answer makes it pending, the requester's next
 * message opens it again.
 */

/** A claim left by a process that stopped before storing its ticket is given up after this long. */
const abandonedClaimMs = 30_000;
const claimAttempts = 5;

/** Who a ticket is held for: a household, or a visitor's e-mail address. */
export function requesterKey({ customerId, email }: TicketRequester): string {
  return customerId ?? `email:${email.trim().toLowerCase()}`;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The requester's open or pending ticket, or null. A claim whose ticket is resolved (its release
 * was interrupted) or never stored (its process stopped) is let go.
 */
export async function activeTicket(
  messaging: Messaging,
  tenantId: string,
  requester: string,
): Promise<TicketRecord | null> {
  for (let attempt = 0; attempt < claimAttempts; attempt += 1) {
    const claim = await messaging.activeTickets.find(tenantId, requester);
    if (!claim) return null;
    const ticket = await messaging.tickets.find(tenantId, claim.ticketId);
    if (ticket && ticket.status !== 'resolved') return ticket;
    const settling =
      !ticket && messaging.clock.now().getTime() - claim.claimedAt.getTime() < abandonedClaimMs;
    // Just claimed by another request that is storing the ticket now: look again in a moment.
    if (settling) await pause(50 * (attempt + 1));
    else await messaging.activeTickets.release(tenantId, requester, claim.ticketId);
  }
  return null;
}

/** A ticket's subject: its first message's first line, cut to the limit. */
export function subjectOf(content: string): string {
  const firstLine = content.trim().split('\n')[0]?.trim() ?? '';
  const { subjectLength } = messagingLimits;
  return firstLine.length > subjectLength ? `${firstLine.slice(0, subjectLength - 1)}…` : firstLine;
}

export interface TicketRequest {
  tenantId: string;
  requester: TicketRequester;
  channel: TicketChannel;
  /** Its first message: the subject (unless one is given), and the ticket's first count. */
  content: string;
  /** An e-mail's own subject, when it came with one. */
  subject?: string;
  actor: EventActor;
}

/**
 * The requester's open or pending ticket, or a new one opened for this message (counted already:
 * `opened`). Two requests at once open one ticket: the claim decides which.
 */
export async function openOrContinueTicket(
  messaging: Messaging,
  { tenantId, requester, channel, content, subject, actor }: TicketRequest,
): Promise<{ ticket: TicketRecord; opened: boolean }> {
  const key = requesterKey(requester);
  for (let attempt = 0; attempt < claimAttempts; attempt += 1) {
    const active = await activeTicket(messaging, tenantId, key);
    if (active) return { ticket: active, opened: false };
    const id = newDocumentId();
    if (!(await messaging.activeTickets.claim(tenantId, key, id))) continue;
    const now = messaging.clock.now();
    const ticket: TicketRecord = {
      id,
      tenantId,
      subject: subjectOf(subject?.trim() ? subject : content),
      channel,
      status: 'open',
      requester,
      assignee: null,
      messageCount: 1,
      lastMessage: content,
      lastMessageAt: now,
      createdAt: now,
      updatedAt: now,
      resolvedAt: null,
    };
    await messaging.tickets.create(ticket, [ticketOpened(ticket, actor)]);
    return { ticket, opened: true };
  }
  throw new Error(`Support requests of ${key} kept racing for one ticket`);
}

/**
 * A message on a ticket: counted, its latest; the business's answer makes it pending, the
 * requester's opens it again. The ticket as it is now, or null when it is gone.
 */
export async function recordOnTicket(
  messaging: Messaging,
  ticketId: string,
  message: MessageRecord,
  actor: EventActor,
): Promise<TicketRecord | null> {
  const fromBusiness = message.senderType !== 'customer';
  const updated = await messaging.tickets.update(
    message.tenantId,
    ticketId,
    (ticket) => ({
      messageCount: ticket.messageCount + 1,
      lastMessage: message.content,
      lastMessageAt: message.createdAt,
      updatedAt: message.createdAt,
      ...(ticket.status === 'resolved' ? {} : { status: fromBusiness ? 'pending' : 'open' }),
    }),
    announceTicketChange(actor),
  );
  return updated?.ticket ?? null;
}
