import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { limits } from '@pickup/contracts/constants';
import { useContext } from 'react';
import { Link } from 'react-router';
import type { ChatEntry } from '../../../components/chat/chat-thread';
import { messageAge } from '../../../components/chat/message-days';
import { useNow } from '../../../components/chat/use-now';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { SectionCard } from '../../../components/page/section-card';
import { SpreadRow } from '../../../components/page/spread-row';
import { hrefFor } from '../../../config/paths';
import { BusinessTimeZoneContext } from '../../../lib/business-day';
import type { Loadable } from './dashboard-sources';

interface MessagesPanelProps {
  messages: Loadable<ChatEntry[]>;
  /** Opens the Support Center (call, chat or a quick message). */
  onContactSupport: () => void;
}

/** The Messages panel (customer spec §2): the household's last 5 messages, newest first, and /messages. */
export function MessagesPanel({ messages, onContactSupport }: MessagesPanelProps) {
  const now = useNow();
  const timeZone = useContext(BusinessTimeZoneContext);
  const latest = (messages.data ?? []).slice(-limits.messagesPanel).reverse();
  return (
    <SectionCard
      title="Messages"
      action={
        <Button component={Link} to={hrefFor('messages', null)} size="small">
          View All
        </Button>
      }
    >
      {messages.isLoading ? (
        <LoadingState label="Loading your messages" />
      ) : messages.isError || !messages.data ? (
        <ErrorState title="Your messages could not load" onRetry={() => void messages.refetch()} />
      ) : latest.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          icon={<ChatIcon />}
          title="No messages yet"
          description="Questions about a pickup, a bucket or your plan? The team answers here."
        />
      ) : (
        <Box component="ul" aria-label="Latest messages" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {latest.map((entry) => (
            <Box
              component="li"
              key={entry.id}
              data-message={entry.id}
              sx={{ py: 1.25, '& + &': { borderTop: 1, borderColor: 'divider' } }}
            >
              <SpreadRow>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {entry.author}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {messageAge(entry.createdAt, timeZone, now)}
                </Typography>
              </SpreadRow>
              <Typography
                variant="body2"
                sx={{
                  mt: 0.25,
                  overflowWrap: 'anywhere',
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {entry.content}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Button variant="outlined" onClick={onContactSupport} sx={{ mt: 2 }} aria-haspopup="dialog">
        Contact Support
      </Button>
    </SectionCard>
  );
}
