/**
 * The messaging screens' words and limits, apart from the schemas of api/messaging.ts (which
 * re-exports them), so that a screen showing them downloads no zod. Business spec §2.10, §5, §8;
 * customer spec Support chat page, Support contact dialog, §4, §8, §9.
 */

/** Who wrote a message. The customer's chat labels business as Support, itself as You, and anyone else as Driver. */
export const messageSenderTypes = ['customer', 'business', 'driver'] as const;
export type MessageSenderType = (typeof messageSenderTypes)[number];

/** Where a support ticket came from: the Support Center's quick message, the public /support page, or e-mail. */
export const ticketChannels = ['quick_message', 'support_page', 'email'] as const;
export type TicketChannel = (typeof ticketChannels)[number];

/** A ticket is open until the business answers, pending while it waits on the customer, resolved when done. */
export const ticketStatuses = ['open', 'pending', 'resolved'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
export const ticketStatusFilters = ['all', ...ticketStatuses] as const;

/** A conversation's status in the owner's list: its support state (resolved when no ticket is open). */
export const conversationStatuses = ticketStatuses;

/** The customer's receiver of a chat message: the business's support, whoever answers it. */
export const supportReceiver = 'support';

export const messagingLimits = {
  /** Characters of one message. */
  messageLength: 4000,
  /** Messages a thread returns at once; older ones come with `before`. */
  threadPage: 50,
  /** The customer dashboard's Messages panel (customer spec §9). */
  recentMessages: 5,
  /** Characters of a ticket's subject, taken from its first message. */
  subjectLength: 80,
  /** Public /support requests one address may send in `supportRequestWindowMinutes`. */
  supportRequestsPerWindow: 5,
  supportRequestWindowMinutes: 15,
} as const;

/** The live connection (customer spec §4): reconnect 3 s after a close, retry 5 s after a failure. */
export const liveConnection = {
  path: '/ws',
  newMessageEvent: 'new_message',
  ticketEvent: 'ticket_updated',
  reconnectAfterCloseMs: 3000,
  retryAfterFailureMs: 5000,
} as const;

export const messagingMessages = {
  messageRequired: 'Please enter a message.',
  messageTooLong: `A message can be at most ${messagingLimits.messageLength} characters.`,
  customerRequired: 'Please select a customer.',
  conversationNotFound: 'Conversation not found',
  ticketNotFound: 'Ticket not found',
  nameRequired: 'Please enter your name.',
  emailInvalid: 'Please enter a valid email address.',
  /** Business spec §8, customer spec §8. */
  sendFailed: 'Failed to send message. Please try again.',
  messageSentTitle: 'Message Sent',
  /** Customer spec §8: the chat's success toast. */
  messageSentToSupport: 'Your message has been sent to support.',
  supportRequestReceived: "Thanks, we've received your message and will reply by e-mail.",
  tooManySupportRequests: 'Too many messages from this address. Please try again in a few minutes.',
} as const;
