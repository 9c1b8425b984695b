import type {
  Message,
  SentMessageResult,
  Ticket,
  TicketDetail,
  TicketResult,
  TicketsQuery,
  TicketsResult,
  UpdateTicketBody,
} from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

const path = (id: string, rest = '') => `/api/support/tickets/${encodeURIComponent(id)}${rest}`;

// A ticket is a thread of messages: its tags are the Message type's, so a reply also refreshes the
// customer's chat thread and the owner's conversations.
const list = { type: 'Message', id: 'TICKETS' } as const;
const ticketTag = (id: string) => ({ type: 'Message' as const, id: `ticket-${id}` });

/** What a change to a ticket refreshes once it succeeded: the list (counts too) and the ticket. */
const changed = (id: string) => [list, ticketTag(id)];

/**
 * The owner's support tickets (messaging service): the list filtered by status and searched, one
 * ticket with its thread, a status or assignee change, and a reply.
 */
export const ticketsApi = api.injectEndpoints({
  endpoints: (build) => ({
    supportTickets: build.query<TicketsResult, Pick<TicketsQuery, 'page' | 'status'> & { search: string }>({
      query: ({ page, status, search }) => ({
        url: '/api/support/tickets',
        params: { page, status, search: search || undefined },
      }),
      providesTags: (result) => [list, ...(result?.tickets ?? []).map((ticket) => ticketTag(ticket.id))],
    }),
    supportTicket: build.query<TicketDetail, string>({
      query: (id) => path(id),
      providesTags: (_detail, _error, id) => [ticketTag(id)],
    }),
    updateTicket: build.mutation<Ticket, { id: string; body: UpdateTicketBody }>({
      query: ({ id, body }) => ({ url: path(id), method: 'PATCH', body }),
      transformResponse: (body: TicketResult) => body.ticket,
      invalidatesTags: (_ticket, error, { id }) => (error ? [] : changed(id)),
    }),
    replyToTicket: build.mutation<Message, { id: string; content: string }>({
      query: ({ id, content }) => ({ url: path(id, '/replies'), method: 'POST', body: { content } }),
      transformResponse: (body: SentMessageResult) => body.message,
      invalidatesTags: (message, error, { id }) =>
        error || !message
          ? []
          : [
              ...changed(id),
              { type: 'Conversation', id: 'LIST' },
              ...(message.customerId ? [{ type: 'Message' as const, id: message.customerId }] : []),
            ],
    }),
  }),
});

export const {
  useSupportTicketsQuery,
  useSupportTicketQuery,
  useUpdateTicketMutation,
  useReplyToTicketMutation,
} = ticketsApi;
