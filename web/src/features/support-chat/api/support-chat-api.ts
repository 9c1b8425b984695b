import {
  supportReceiver,
  type Message,
  type SentMessageResult,
  type Thread,
} from '@pickup/contracts/schemas';
import { mergeMessages } from '../../../lib/live-messages';
import { api } from '../../../lib/api';

/** A page of the signed-in customer's thread: the latest without `before`, else the one before that message. */
export interface ThreadPage {
  userId: string;
  before?: string;
}

/** The customer's thread, which the Support Center's quick message refreshes too. */
const threadTag = { type: 'Message', id: 'THREAD' } as const;

const threadPath = (userId: string) => `/api/messages/user/${encodeURIComponent(userId)}`;

/**
 * The customer's support chat (messaging service): their own thread a page at a time, sending to
 * support, and marking what support wrote as read.
 */
export const supportChatApi = api.injectEndpoints({
  endpoints: (build) => ({
    supportThread: build.query<Thread, ThreadPage>({
      query: ({ userId, before }) => ({ url: threadPath(userId), params: { before } }),
      // Only the latest page follows changes; an earlier page stays as it was read.
      providesTags: (_thread, _error, { before }) => (before ? [] : [threadTag]),
    }),
    sendToSupport: build.mutation<Message, { userId: string; content: string }>({
      query: ({ content }) => ({
        url: '/api/messages',
        method: 'POST',
        body: { receiverId: supportReceiver, content },
      }),
      transformResponse: (body: SentMessageResult) => body.message,
      // The spec refreshes the thread after a send: the sent message joins it as the server keeps it.
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const sent = await queryFulfilled.catch(() => null);
        if (!sent) return;
        dispatch(
          supportChatApi.util.updateQueryData('supportThread', { userId }, (thread) => {
            thread.messages = mergeMessages(thread.messages, [sent.data]);
          }),
        );
      },
    }),
    markSupportRead: build.mutation<{ marked: number }, undefined>({
      query: () => ({ url: '/api/messages/read', method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useSupportThreadQuery,
  useLazySupportThreadQuery,
  useSendToSupportMutation,
  useMarkSupportReadMutation,
} = supportChatApi;
