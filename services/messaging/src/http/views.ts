import type { ConversationSummary as ConversationView, Message, Ticket } from '@pickup/contracts';
import type { ConversationSummary } from '../domain/conversations';
import type { MessageRecord, TicketRecord } from '../domain/model';
import { householdName } from '../domain/conversations';

/** Messaging's records as the API and the live socket show them. */

export function messageView({ tenantId: _tenant, createdAt, ...message }: MessageRecord): Message {
  return { ...message, createdAt: createdAt.toISOString() };
}

export function ticketView({
  tenantId: _tenant,
  lastMessageAt,
  createdAt,
  updatedAt,
  resolvedAt,
  requester,
  assignee,
  ...ticket
}: TicketRecord): Ticket {
  return {
    ...ticket,
    requester: { ...requester },
    assignee: assignee ? { ...assignee } : null,
    lastMessageAt: lastMessageAt.toISOString(),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    resolvedAt: resolvedAt?.toISOString() ?? null,
  };
}

export function conversationView({
  household,
  conversation,
  unreadCount,
  status,
}: ConversationSummary): ConversationView {
  return {
    id: household.customerId,
    name: householdName(household),
    email: household.email,
    lastMessage: conversation.lastMessage,
    lastMessageTime: conversation.lastMessageAt.toISOString(),
    unreadCount,
    status,
  };
}
