import type { Message } from '@pickup/contracts/schemas';
import { useState } from 'react';
import { mergeMessages } from '../../../lib/live-messages';
import { useConversationThreadQuery, useLazyConversationThreadQuery } from '../api/messages-api';

/**
 * A customer's thread as the pane shows it: the latest page, which follows sends and live messages,
 * and before it the earlier pages the owner asked for with "Load earlier messages".
 */
export function useThread(customerId: string) {
  const latest = useConversationThreadQuery({ customerId });
  const [fetchEarlier, earlier] = useLazyConversationThreadQuery();
  const [older, setOlder] = useState<{ messages: Message[]; hasMore: boolean } | null>(null);

  const messages = mergeMessages(older?.messages ?? [], latest.data?.messages ?? []);
  const hasMore = older ? older.hasMore : (latest.data?.hasMore ?? false);

  const loadEarlier = async () => {
    const oldest = messages[0];
    if (!oldest || earlier.isFetching) return;
    const page = await fetchEarlier({ customerId, before: oldest.id }, true);
    if (!page.data) return;
    const { messages: earlierMessages, hasMore: more } = page.data;
    setOlder((current) => ({
      messages: mergeMessages(earlierMessages, current?.messages ?? []),
      hasMore: more,
    }));
  };

  return {
    messages,
    hasMore,
    loadEarlier,
    isLoading: !latest.data && !latest.isError,
    /** The thread could not load: the error to say why (404: no such customer). */
    error: latest.isError ? latest.error : null,
    retry: () => void latest.refetch(),
    isLoadingEarlier: earlier.isFetching,
    earlierFailed: earlier.isError,
  };
}
