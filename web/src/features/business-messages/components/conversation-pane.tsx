import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ConversationSummary } from '@pickup/contracts/schemas';
import { useEffect } from 'react';
import { ChatComposer } from '../../../components/chat/chat-composer';
import { businessEntry, ChatThread, EarlierMessages } from '../../../components/chat/chat-thread';
import { useChatSend } from '../../../components/chat/use-chat-send';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { serverMessage } from '../../../lib/api-error';
import { useMarkConversationReadMutation, useSendMessageMutation } from '../api/messages-api';
import { useThread } from '../hooks/use-thread';

interface ConversationPaneProps {
  customerId: string;
  /** The customer as the conversation list knows them; absent when opened by its address alone. */
  summary: ConversationSummary | undefined;
  /** Back to the list, on a phone where the two are shown one at a time. */
  onBack: () => void;
}

/** One customer's conversation: the thread, earlier messages on demand, and the send box. */
export function ConversationPane({ customerId, summary, onBack }: ConversationPaneProps) {
  const thread = useThread(customerId);
  const [send, sending] = useSendMessageMutation();
  const [markRead] = useMarkConversationReadMutation();
  const unread = summary?.unreadCount ?? 0;
  const name =
    summary?.name ??
    thread.messages.find((message) => message.senderType === 'customer')?.senderName ??
    'Customer';

  // Opening a conversation reads it; so does a customer's message arriving while it is open.
  useEffect(() => {
    if (unread > 0) void markRead(customerId);
  }, [customerId, unread, markRead]);

  const sendText = useChatSend((content) => send({ customerId, content }));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1, sm: 2.5 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <IconButton onClick={onBack} aria-label="Back to conversations" sx={{ display: { md: 'none' } }}>
          <ArrowBackIcon />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }} noWrap>
            {name}
          </Typography>
          {summary?.email && (
            <Link
              href={`mailto:${summary.email}`}
              variant="body2"
              underline="hover"
              noWrap
              sx={{ display: 'block' }}
            >
              {summary.email}
            </Link>
          )}
        </Box>
      </Box>
      {thread.error ? (
        <Box sx={{ p: 2 }}>
          <ErrorState
            title={serverMessage(thread.error, 'The conversation could not load')}
            onRetry={thread.retry}
          />
        </Box>
      ) : thread.isLoading ? (
        <Box sx={{ flex: 1 }}>
          <LoadingState label="Loading the conversation" />
        </Box>
      ) : (
        <ChatThread
          label={`Conversation with ${name}`}
          entries={thread.messages.map(businessEntry)}
          before={
            thread.hasMore && (
              <EarlierMessages
                loading={thread.isLoadingEarlier}
                failed={thread.earlierFailed}
                onLoad={() => void thread.loadEarlier()}
              />
            )
          }
          empty={
            <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
              No messages with {name} yet. Write the first one below.
            </Typography>
          }
        />
      )}
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
        <ChatComposer label={`Message ${name}`} onSend={sendText} sending={sending.isLoading} />
      </Box>
    </Box>
  );
}
