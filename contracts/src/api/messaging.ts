/**
 * Messaging: the chat between a business and each of its customers, support tickets and the public
 * support page (business spec §2.10, §3 Message and Conversation summary, §5, §7, §8; customer spec
 * Support chat page, Support contact dialog, §4 live connection, §7, §8). The words and limits are in
 * ../messaging-constants, re-exported here.
 *
 * A conversation is a customer's one thread with their business, named by the customer's id. A
 * ticket is a support request tracked to resolution: a customer's ticket lives in their thread (its
 * messages carry its id), a visitor's from the public page is answered by e-mail.
 */
import { errorBody } from '../errors';
import { idParams, objectId } from '../ids';
import type { ApiOperation, Operations } from '../operation';
import { pageQuery, pagination } from '../pagination';
import { z } from '../zod';
import {
  conversationStatuses,
  messageSenderTypes,
  messagingLimits,
  messagingMessages,
  supportReceiver,
  ticketChannels,
  ticketStatuses,
  ticketStatusFilters,
} from '../messaging-constants';

export * from '../messaging-constants';

const ok = <S extends z.ZodType>(description: string, schema: S) => ({ description, schema });
const error = (description: string) => ({ description, schema: errorBody });

const owner = ['owner'] as const;
const customer = ['customer'] as const;
const ownerOrCustomer = ['owner', 'customer'] as const;
const moment = z.iso.datetime();

/** Non-empty after trimming (spec §5), at most the limit. */
const content = z
  .string({ error: messagingMessages.messageRequired })
  .trim()
  .min(1, messagingMessages.messageRequired)
  .max(messagingLimits.messageLength, messagingMessages.messageTooLong);

// Messages (business spec §3 Message; customer spec §3 adds read and senderName). Published as
// ChatMessage: the document's Message is identity's { message } result.

export const message = z
  .object({
    id: objectId,
    /** The customer whose thread it is in; null in a visitor's ticket from the public support page. */
    customerId: objectId.nullable(),
    /** The user who wrote it; null for a visitor, or a household without a login, writing from the public page. */
    senderId: objectId.nullable(),
    /** The customer's id for a business's message (a visitor's e-mail on their ticket); 'support' for a customer's. */
    receiverId: z.string(),
    content: z.string(),
    senderType: z.enum(messageSenderTypes),
    senderName: z.string(),
    /** Read by its receiver. */
    read: z.boolean(),
    /** The ticket it belongs to, when it is part of one. */
    ticketId: objectId.nullable(),
    createdAt: moment,
  })
  .openapi('ChatMessage');
export type Message = z.infer<typeof message>;

/** Older messages before one already shown; the latest page when none. */
export const threadQuery = z
  .object({
    before: objectId.optional(),
    limit: z.coerce.number().int().min(1).max(messagingLimits.threadPage).default(messagingLimits.threadPage),
  })
  .openapi('ThreadQuery');
export type ThreadQuery = z.infer<typeof threadQuery>;

/** A page of a thread, oldest first; `hasMore` when older messages remain. */
export const thread = z.object({ messages: z.array(message), hasMore: z.boolean() }).openapi('MessageThread');
export type Thread = z.infer<typeof thread>;

export const conversationQuery = threadQuery
  .extend({ customerId: objectId.optional() })
  .refine((query) => query.customerId !== undefined, {
    message: messagingMessages.customerRequired,
    path: ['customerId'],
  })
  .openapi('ConversationQuery');
export type ConversationQuery = z.infer<typeof conversationQuery>;

export const userThreadParams = z.object({ userId: objectId });

/**
 * An owner writes to a customer (receiverId: the customer's id); a customer writes to support
 * (receiverId: 'support'). Who sends, and as what, comes from the session, never from the body.
 */
export const sendMessageBody = z
  .object({
    receiverId: z.union([objectId, z.literal(supportReceiver)], {
      error: messagingMessages.customerRequired,
    }),
    content,
  })
  .openapi('SendMessageRequest');
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const sentMessageResult = z.object({ message }).openapi('SentMessageResult');
export type SentMessageResult = z.infer<typeof sentMessageResult>;

/** The reader has seen the thread: an owner names the customer, a customer reads their own. */
export const markReadBody = z.object({ customerId: objectId.optional() }).openapi('MarkReadRequest');
export type MarkReadBody = z.infer<typeof markReadBody>;
export const markReadResult = z.object({ marked: z.number().int() }).openapi('MarkReadResult');

// The owner's conversation list (business spec §3 Conversation summary).

export const conversationsQuery = z
  .object({ search: z.string().trim().max(100).optional() })
  .openapi('ConversationsQuery');
export type ConversationsQuery = z.infer<typeof conversationsQuery>;

export const conversationSummary = z
  .object({
    /** The customer's id. */
    id: objectId,
    name: z.string(),
    email: z.string(),
    lastMessage: z.string().nullable(),
    lastMessageTime: moment.nullable(),
    /** Messages from the customer the business has not read. */
    unreadCount: z.number().int(),
    /** Its latest ticket's status; resolved when it has none open. */
    status: z.enum(conversationStatuses),
  })
  .openapi('ConversationSummary');
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const conversationsResult = z
  .object({ conversations: z.array(conversationSummary) })
  .openapi('Conversations');
export type ConversationsResult = z.infer<typeof conversationsResult>;

// Support tickets.

export const ticketRequester = z
  .object({ customerId: objectId.nullable(), name: z.string(), email: z.string() })
  .openapi('TicketRequester');

export const ticket = z
  .object({
    id: objectId,
    subject: z.string(),
    channel: z.enum(ticketChannels),
    status: z.enum(ticketStatuses),
    requester: ticketRequester,
    /** The owner who took it. */
    assignee: z.object({ id: objectId, name: z.string() }).nullable(),
    messageCount: z.number().int(),
    lastMessage: z.string(),
    lastMessageAt: moment,
    createdAt: moment,
    updatedAt: moment,
    resolvedAt: moment.nullable(),
  })
  .openapi('SupportTicket');
export type Ticket = z.infer<typeof ticket>;

export const ticketsQuery = pageQuery
  .extend({
    status: z.enum(ticketStatusFilters).default('all'),
    search: z.string().trim().max(100).optional(),
  })
  .openapi('TicketsQuery');
export type TicketsQuery = z.infer<typeof ticketsQuery>;

export const ticketsResult = z
  .object({
    tickets: z.array(ticket),
    pagination,
    /** How many tickets each status holds, for the filter's badges. */
    counts: z.object({ open: z.number().int(), pending: z.number().int(), resolved: z.number().int() }),
  })
  .openapi('SupportTickets');
export type TicketsResult = z.infer<typeof ticketsResult>;

/** A ticket with its whole thread, oldest first. */
export const ticketDetail = z.object({ ticket, messages: z.array(message) }).openapi('SupportTicketDetail');
export type TicketDetail = z.infer<typeof ticketDetail>;

export const ticketResult = z.object({ ticket }).openapi('SupportTicketResult');
export type TicketResult = z.infer<typeof ticketResult>;

/** The owner changes a ticket's status, takes it (assignee 'me') or lets it go (null). */
export const updateTicketBody = z
  .object({
    status: z.enum(ticketStatuses).optional(),
    assignee: z.union([z.literal('me'), z.null()]).optional(),
  })
  .refine((body) => body.status !== undefined || body.assignee !== undefined, {
    message: 'Nothing to update',
  })
  .openapi('UpdateSupportTicketRequest');
export type UpdateTicketBody = z.infer<typeof updateTicketBody>;

export const ticketReplyBody = z.object({ content }).openapi('SupportTicketReplyRequest');
export type TicketReplyBody = z.infer<typeof ticketReplyBody>;

/** The Support Center's quick message box: opens a ticket, or continues the customer's open one. */
export const quickMessageBody = z.object({ message: content }).openapi('QuickSupportMessageRequest');
export type QuickMessageBody = z.infer<typeof quickMessageBody>;

/** The public /support page: anyone may write to the business the address names. */
export const supportRequestBody = z
  .object({
    name: z
      .string({ error: messagingMessages.nameRequired })
      .trim()
      .min(1, messagingMessages.nameRequired)
      .max(100),
    email: z
      .string({ error: messagingMessages.emailInvalid })
      .trim()
      .toLowerCase()
      .pipe(z.email(messagingMessages.emailInvalid)),
    message: content,
  })
  .openapi('SupportRequest');
export type SupportRequestBody = z.infer<typeof supportRequestBody>;

export const supportRequestResult = z
  .object({ message: z.string(), ticketId: objectId })
  .openapi('SupportRequestReceived');
export type SupportRequestResult = z.infer<typeof supportRequestResult>;

// The business's support contact details for the Support Center dialog (customer side).

export const supportContacts = z
  .object({
    businessName: z.string(),
    phone: z.string(),
    email: z.string(),
    website: z.string(),
  })
  .openapi('SupportContacts');
export type SupportContacts = z.infer<typeof supportContacts>;

// E-mail replies: an inbound-parse provider posts each e-mail to the platform's inbound domain.

/** How a post proves it comes from the inbound-parse provider: the shared secret, or the body's HMAC. */
export const inboundEmailHeaders = {
  /** The shared secret itself. */
  secret: 'x-inbound-secret',
  /** `sha256=<hex HMAC-SHA256 of the body with the shared secret>`. */
  signature: 'x-inbound-signature',
} as const;

export const inboundEmailMessages = {
  notSetUp: 'E-mail replies are not set up',
  invalidSignature: 'Invalid signature',
  senderInvalid: "The sender's address is not valid.",
  notAddressed: "This e-mail is not addressed to a ticket or a business's support address.",
  senderUnknown: 'No household of this business has this e-mail address.',
} as const;

/**
 * An e-mail as inbound-parse providers post it, parsed: the sender ("Name <address>" or the
 * address), the recipients it was delivered to (the envelope's when the provider gives them, else
 * the To header; comma-separated), its subject and its plain-text part.
 */
export const inboundEmailBody = z
  .object({
    from: z.string().trim().min(1).max(1000),
    to: z.string().trim().min(1).max(10_000),
    subject: z.string().max(1000).default(''),
    text: z.string().max(1_000_000).default(''),
  })
  .openapi('InboundEmail');
export type InboundEmailBody = z.infer<typeof inboundEmailBody>;

export const inboundEmailResult = z
  .object({ received: z.literal(true), ticketId: objectId })
  .openapi('InboundEmailReceived');
export type InboundEmailResult = z.infer<typeof inboundEmailResult>;

export const messagingApi = {
  businessConversations: {
    method: 'get',
    path: '/api/messages/business',
    owner: 'messaging',
    summary: "The business's conversations, latest first, searched by the customer's name or e-mail",
    access: owner,
    query: conversationsQuery,
    responses: { 200: ok('The conversations', conversationsResult) },
  },
  conversation: {
    method: 'get',
    path: '/api/messages/conversation',
    owner: 'messaging',
    summary: "A customer's thread with the business, oldest first (the latest page unless `before`)",
    access: owner,
    query: conversationQuery,
    responses: {
      200: ok('The thread', thread),
      400: error(messagingMessages.customerRequired),
      404: error(messagingMessages.conversationNotFound),
    },
  },
  userThread: {
    method: 'get',
    path: '/api/messages/user/{userId}',
    owner: 'messaging',
    summary: "The signed-in customer's own thread with support (another user's id: 404)",
    access: customer,
    params: userThreadParams,
    query: threadQuery,
    responses: { 200: ok('The thread', thread), 404: error(messagingMessages.conversationNotFound) },
  },
  sendMessage: {
    method: 'post',
    path: '/api/messages',
    owner: 'messaging',
    summary: 'Send a message: an owner to a customer, a customer to support; it reaches open sockets live',
    access: ownerOrCustomer,
    body: sendMessageBody,
    responses: {
      201: ok('The message', sentMessageResult),
      400: error(messagingMessages.messageRequired),
      404: error(messagingMessages.conversationNotFound),
    },
  },
  markRead: {
    method: 'post',
    path: '/api/messages/read',
    owner: 'messaging',
    summary: 'Mark the messages the reader received in a thread as read',
    access: ownerOrCustomer,
    body: markReadBody,
    responses: {
      200: ok('How many were marked', markReadResult),
      400: error(messagingMessages.customerRequired),
      404: error(messagingMessages.conversationNotFound),
    },
  },
  supportContacts: {
    method: 'get',
    path: '/api/support/contacts',
    owner: 'messaging',
    summary: "The business's support phone, e-mail and website, for the Support Center",
    access: 'public',
    responses: { 200: ok('The contact details', supportContacts) },
  },
  quickMessage: {
    method: 'post',
    path: '/api/support/quick-message',
    owner: 'messaging',
    summary: "A customer's quick message: opens a ticket, or continues their open one, in their thread",
    access: customer,
    body: quickMessageBody,
    responses: { 201: ok('The ticket', ticketResult), 400: error(messagingMessages.messageRequired) },
  },
  supportRequest: {
    method: 'post',
    path: '/api/support/requests',
    owner: 'messaging',
    summary: 'The public support page: a visitor writes to the business and is answered by e-mail',
    access: 'public',
    body: supportRequestBody,
    responses: {
      201: ok('Received', supportRequestResult),
      400: error(messagingMessages.messageRequired),
      429: error(messagingMessages.tooManySupportRequests),
    },
  },
  listTickets: {
    method: 'get',
    path: '/api/support/tickets',
    owner: 'messaging',
    summary: 'Support tickets, latest activity first, filtered by status and searched by requester',
    access: owner,
    query: ticketsQuery,
    responses: { 200: ok('The tickets', ticketsResult) },
  },
  getTicket: {
    method: 'get',
    path: '/api/support/tickets/{id}',
    owner: 'messaging',
    summary: 'A ticket and its thread',
    access: owner,
    params: idParams,
    responses: { 200: ok('The ticket', ticketDetail), 404: error(messagingMessages.ticketNotFound) },
  },
  updateTicket: {
    method: 'patch',
    path: '/api/support/tickets/{id}',
    owner: 'messaging',
    summary: "Change a ticket's status or assignee",
    access: owner,
    params: idParams,
    body: updateTicketBody,
    responses: {
      200: ok('The ticket', ticketResult),
      400: error('Nothing to update'),
      404: error(messagingMessages.ticketNotFound),
    },
  },
  replyToTicket: {
    method: 'post',
    path: '/api/support/tickets/{id}/replies',
    owner: 'messaging',
    summary:
      "Answer a ticket: the reply reaches the customer's chat and their e-mail (pending until they answer)",
    access: owner,
    params: idParams,
    body: ticketReplyBody,
    responses: {
      201: ok('The reply', sentMessageResult),
      400: error(messagingMessages.messageRequired),
      404: error(messagingMessages.ticketNotFound),
    },
  },
  inboundEmail: {
    method: 'post',
    path: '/api/support/inbound-email',
    owner: 'messaging',
    summary:
      "An e-mail reply continues its ticket (reply+<token>@ the inbound domain); a household's e-mail to its business's support address (<subdomain>@ the inbound domain) opens or continues its ticket. Signed by the inbound-parse provider (X-Inbound-Secret or X-Inbound-Signature)",
    access: 'public',
    body: inboundEmailBody,
    responses: {
      200: ok('Added to the ticket', inboundEmailResult),
      400: error(`${inboundEmailMessages.senderInvalid} / ${messagingMessages.messageRequired}`),
      401: error(inboundEmailMessages.invalidSignature),
      404: error(
        `${inboundEmailMessages.notSetUp} / ${inboundEmailMessages.notAddressed} / ${messagingMessages.ticketNotFound} / ${inboundEmailMessages.senderUnknown}`,
      ),
    },
  },
} as const satisfies Operations;

export const messagingOperations: ApiOperation[] = Object.values(messagingApi);
