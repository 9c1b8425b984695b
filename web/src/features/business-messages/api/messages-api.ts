import type {
  ConversationSummary,
  ConversationsResult,
  Message,
  SentMessageResult,
  Thread,
} from '@pickup/contracts/schemas';
import { mergeMessages } from '../../../lib/live-messages';
import { api } from '../../../lib/api';

/** A page of a customer's thread: the latest without `before`, else the one before that message. */
export interface ThreadPage {
  customerId: string;
  before?: string;
}

const conversations = { type: 'Conversation', id: 'LIST' } as const;
const threadTag = (customerId: string) => ({ type: 'Message' as const, id: customerId });

/**
 * The owner's chat with the households (messaging service): the conversations, searched; a
 * customer's thread a page at a time; sending, and marking a thread read.
 */
export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    businessConversations: build.query<ConversationSummary[], string>({
      query: (search) => ({ url: '/api/messages/business', params: { search: search || undefined } }),
      transformResponse: (body: ConversationsResult) => body.conversations,
      providesTags: [conversations],
    }),
    conversationThread: build.query<Thread, ThreadPage>({
      query: ({ customerId, before }) => ({
        url: '/api/messages/conversation',
        params: { customerId, before },
      }),
      // Only the latest page follows changes; an earlier page stays as it was read.
      providesTags: (_thread, _error, { customerId, before }) => (before ? [] : [threadTag(customerId)]),
    }),
    sendMessage: build.mutation<Message, { customerId: string; content: string }>({
      query: ({ customerId, content }) => ({
        url: '/api/messages',
        method: 'POST',
        body: { receiverId: customerId, content },
      }),
      transformResponse: (body: SentMessageResult) => body.message,
      async onQueryStarted({ customerId }, { dispatch, queryFulfilled }) {
        const sent = await queryFulfilled.catch(() => null);
        if (!sent) return;
        const message = sent.data;
        dispatch(
          messagesApi.util.updateQueryData('conversationThread', { customerId }, (thread) => {
            thread.messages = mergeMessages(thread.messages, [message]);
          }),
        );
      },
      // The spec refreshes the list after a send: the conversation moves up with its last message.
      invalidatesTags: (_message, error) => (error ? [] : [conversations]),
    }),
    markConversationRead: build.mutation<number, string>({
      query: (customerId) => ({ url: '/api/messages/read', method: 'POST', body: { customerId } }),
      transformResponse: (body: { marked: number }) => body.marked,
      async onQueryStarted(customerId, { dispatch, getState, queryFulfilled }) {
        if (!(await queryFulfilled.then(() => true).catch(() => false))) return;
        for (const search of messagesApi.util.selectCachedArgsForQuery(getState(), 'businessConversations')) {
          dispatch(
            messagesApi.util.updateQueryData('businessConversations', search, (list) => {
              const read = list.find((each) => each.id === customerId);
              if (read) read.unreadCount = 0;
            }),
          );
        }
      },
    }),
  }),
});

export const {
  useBusinessConversationsQuery,
  useConversationThreadQuery,
  useLazyConversationThreadQuery,
  useSendMessageMutation,
  useMarkConversationReadMutation,
} = messagesApi;
