/** Test-only: tickets and their threads for the support tickets screen's tests. */
import type { Message, Ticket, TicketDetail, TicketsResult } from '@pickup/contracts/schemas';

export const robinCustomerId = '650000000000000000000001';
export const ownerId = '64b0c0ffee00000000000002';

export const robinTicket: Ticket = {
  id: '6c0000000000000000000001',
  subject: 'My bucket was not picked up',
  channel: 'quick_message',
  status: 'open',
  requester: { customerId: robinCustomerId, name: 'Robin Lee', email: 'robin@example.com' },
  assignee: null,
  messageCount: 1,
  lastMessage: 'My bucket was not picked up this Friday.',
  lastMessageAt: '2026-11-23T15:00:00.000Z',
  createdAt: '2026-11-23T15:00:00.000Z',
  updatedAt: '2026-11-23T15:00:00.000Z',
  resolvedAt: null,
};

export const visitorTicket: Ticket = {
  ...robinTicket,
  id: '6c0000000000000000000002',
  subject: 'Do you serve Elm Street?',
  channel: 'support_page',
  status: 'pending',
  requester: { customerId: null, name: 'Jo Park', email: 'jo@example.com' },
  assignee: { id: ownerId, name: 'Test User' },
  lastMessage: 'We do, on Tuesdays.',
};

export function ticketsOf(tickets: Ticket[]): TicketsResult {
  return {
    tickets,
    pagination: { total: tickets.length, page: 1, limit: 20, totalPages: 1 },
    counts: { open: 3, pending: 1, resolved: 7 },
  };
}

export const robinQuestion: Message = {
  id: '6b0000000000000000000101',
  customerId: robinCustomerId,
  senderId: '64b0c0ffee00000000000011',
  receiverId: 'support',
  content: 'My bucket was not picked up this Friday.',
  senderType: 'customer',
  senderName: 'Robin Lee',
  read: true,
  ticketId: robinTicket.id,
  createdAt: '2026-11-23T15:00:00.000Z',
};

export const robinDetail: TicketDetail = { ticket: robinTicket, messages: [robinQuestion] };

export function replyOf(content: string): Message {
  return {
    ...robinQuestion,
    id: '6b0000000000000000000102',
    senderId: ownerId,
    receiverId: robinCustomerId,
    content,
    senderType: 'business',
    senderName: 'Maple Street Compost',
    createdAt: '2026-11-23T16:00:00.000Z',
  };
}
