import type { Message } from '@pickup/contracts/schemas';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLiveMessage, useLiveReconnect } from '../../../lib/live-connection';
import { mergeMessages } from '../../../lib/live-messages';
import {
  supportChatApi,
  useLazySupportThreadQuery,
  useMarkSupportReadMutation,
  useSupportThreadQuery,
} from '../api/support-chat-api';
import { isUnreadFor } from '../utils/thread';

type ApiState = Parameters<typeof supportChatApi.util.selectCachedArgsForQuery>[0];

/**
 * The signed-in customer's thread with support as the chat shows it: the latest page, the earlier
 * pages asked for, and the messages that arrive live (customer spec §4: a `new_message` is appended).
 * What support wrote is marked read as it shows; after a break in the live connection the latest
 * page is asked again, since messages sent meanwhile were missed.
 */
export function useSupportThread(userId: string) {
  const dispatch = useDispatch<ThunkDispatch<ApiState, unknown, UnknownAction>>();
  const latest = useSupportThreadQuery({ userId });
  const [loadEarlier, earlierPage] = useLazySupportThreadQuery();
  const [earlier, setEarlier] = useState<{ messages: Message[]; hasMore: boolean } | null>(null);
  const [markRead] = useMarkSupportReadMutation();

  const messages = mergeMessages(earlier?.messages ?? [], latest.data?.messages ?? []);
  const hasEarlier = earlier ? earlier.hasMore : (latest.data?.hasMore ?? false);

  // The live connection brings only this customer's thread: their own messages (from another tab)
  // and what support or a driver wrote to them, whose receiverId names the thread's customer.
  const receive = (arrived: Message) => {
    if (arrived.senderType === 'customer' && arrived.senderId !== userId) return;
    dispatch(
      supportChatApi.util.updateQueryData('supportThread', { userId }, (thread) => {
        thread.messages = mergeMessages(thread.messages, [arrived]);
      }),
    );
  };
  useLiveMessage(receive);
  useLiveReconnect(() => void latest.refetch());

  // The newest message support wrote that is still unread: reading the thread marks it and every one before.
  const newestUnread = messages.findLast((each) => isUnreadFor(each, userId))?.id ?? null;
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (newestUnread === null || marked.current === newestUnread) return;
    marked.current = newestUnread;
    markRead(undefined)
      .unwrap()
      .then(() => {
        const read = (list: Message[]) =>
          list.map((each) => (isUnreadFor(each, userId) ? { ...each, read: true } : each));
        dispatch(
          supportChatApi.util.updateQueryData('supportThread', { userId }, (thread) => {
            thread.messages = read(thread.messages);
          }),
        );
        setEarlier((current) => current && { ...current, messages: read(current.messages) });
      })
      // Unread marks only feed the business's and the dashboard's counts: the chat itself is unaffected.
      .catch(() => undefined);
  }, [newestUnread, markRead, dispatch, userId]);

  const showEarlier = async () => {
    const oldest = messages[0];
    if (!oldest) return;
    // A failure shows beside the button (earlierFailed), which asks again.
    const page = await loadEarlier({ userId, before: oldest.id })
      .unwrap()
      .catch(() => null);
    if (!page) return;
    setEarlier((current) => ({
      messages: mergeMessages(page.messages, current?.messages ?? []),
      hasMore: page.hasMore,
    }));
  };

  return {
    messages,
    isLoading: latest.isLoading,
    isError: latest.isError && !latest.data,
    retry: () => void latest.refetch(),
    hasEarlier,
    loadingEarlier: earlierPage.isFetching,
    earlierFailed: earlierPage.isError,
    showEarlier,
  };
}
