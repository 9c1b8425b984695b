/** Test-only: conversations and messages for the business messages screen's tests. */
import type { ConversationSummary, Message, Thread } from '@pickup/contracts/schemas';

export const robinId = '650000000000000000000001';
export const samId = '650000000000000000000002';
const ownerUserId = '64b0c0ffee00000000000002';
const robinUserId = '64b0c0ffee00000000000011';

export const robin: ConversationSummary = {
  id: robinId,
  name: 'Robin Lee',
  email: 'robin@example.com',
  lastMessage: 'Can you pick up a day early?',
  lastMessageTime: '2026-11-23T15:10:00.000Z',
  unreadCount: 2,
  status: 'open',
};

export const sam: ConversationSummary = {
  id: samId,
  name: 'Sam Fields',
  email: 'sam@example.com',
  lastMessage: 'Thanks!',
  lastMessageTime: '2026-11-22T09:00:00.000Z',
  unreadCount: 0,
  status: 'resolved',
};

let next = 0;

/** A message of Robin's thread: from Robin, or from the business. */
export function messageOf(
  from: 'customer' | 'business',
  content: string,
  createdAt: string,
  customerId = robinId,
): Message {
  next += 1;
  return {
    id: `6b00000000000000000${String(next).padStart(5, '0')}`,
    customerId,
    senderId: from === 'customer' ? robinUserId : ownerUserId,
    receiverId: from === 'customer' ? 'support' : customerId,
    content,
    senderType: from,
    senderName: from === 'customer' ? 'Robin Lee' : 'Maple Street Compost',
    read: from === 'business',
    ticketId: null,
    createdAt,
  };
}

export const robinThread: Thread = {
  messages: [
    messageOf('customer', 'Hello, is Friday still on?', '2026-11-23T15:00:00.000Z'),
    messageOf('business', 'Yes, Friday as usual.', '2026-11-23T15:05:00.000Z'),
    messageOf('customer', 'Can you pick up a day early?', '2026-11-23T15:10:00.000Z'),
  ],
  hasMore: false,
};
