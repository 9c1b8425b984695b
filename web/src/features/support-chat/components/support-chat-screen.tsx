import CloseIcon from '@mui/icons-material/Close';
import ChatIcon from '@mui/icons-material/ForumOutlined';
import SupportIcon from '@mui/icons-material/SupportAgentOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { messagingMessages } from '@pickup/contracts/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { ChatComposer } from '../../../components/chat/chat-composer';
import { ChatThread, EarlierMessages } from '../../../components/chat/chat-thread';
import { useChatSend } from '../../../components/chat/use-chat-send';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useBrand } from '../../../components/layouts/brand-context';
import { PageHeader } from '../../../components/page/page-header';
import { SupportCenterDialog } from '../../../components/support-center/support-center-dialog';
import { hrefFor } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useTenantPrefix } from '../../../lib/use-tenant';
import { useSendToSupportMutation } from '../api/support-chat-api';
import { useSupportThread } from '../hooks/use-support-thread';
import { customerEntry } from '../utils/thread';

/**
 * The customer's support chat (/customer/messaging, /messages, /{tenant}/messaging): the signed-in
 * customer's own thread with the business's support, live; the Support Center for the other ways
 * to reach it; Exit and close back to the dashboard.
 */
export function SupportChatScreen() {
  const userId = useSession().user?.id ?? '';
  const tenant = useTenantPrefix();
  const dashboard = hrefFor('customerDashboard', tenant);
  const [supportCenterOpen, setSupportCenterOpen] = useState(false);

  return (
    <>
      <PageHeader
        title="Support Chat"
        description="Write to our support team; their replies show here as they arrive."
        actions={
          <>
            <Button variant="outlined" startIcon={<SupportIcon />} onClick={() => setSupportCenterOpen(true)}>
              Support Center
            </Button>
            <Button variant="outlined" component={Link} to={dashboard}>
              Exit
            </Button>
          </>
        }
      />
      <SupportChat userId={userId} dashboard={dashboard} />
      {supportCenterOpen && (
        <SupportCenterDialog
          onClose={() => setSupportCenterOpen(false)}
          onChooseChat={() => setSupportCenterOpen(false)}
        />
      )}
    </>
  );
}

function SupportChat({ userId, dashboard }: { userId: string; dashboard: string }) {
  const brand = useBrand();
  const thread = useSupportThread(userId);
  const [send, { isLoading: sending }] = useSendToSupportMutation();
  const sendMessage = useChatSend(
    (content) => send({ userId, content }),
    messagingMessages.messageSentToSupport,
  );

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="support-chat-heading"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: { xs: 'calc(100dvh - 250px)', md: 600 },
        minHeight: 420,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: { xs: 1.5, sm: 2.5 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }} aria-hidden>
          <SupportIcon />
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="support-chat-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {brand.name} Support
          </Typography>
        </Box>
        <IconButton component={Link} to={dashboard} aria-label="Close chat">
          <CloseIcon />
        </IconButton>
      </Box>
      {thread.isLoading ? (
        <LoadingState label="Loading your messages" />
      ) : thread.isError ? (
        <Box sx={{ p: 2 }}>
          <ErrorState
            title="Your messages could not load"
            message="Please try again in a moment."
            onRetry={thread.retry}
          />
        </Box>
      ) : (
        <ChatThread
          label="Messages with support"
          byDay
          entries={thread.messages.map((message) => customerEntry(message, userId))}
          before={
            thread.hasEarlier && (
              <EarlierMessages
                loading={thread.loadingEarlier}
                failed={thread.earlierFailed}
                onLoad={() => void thread.showEarlier()}
              />
            )
          }
          empty={
            <EmptyState
              icon={<ChatIcon />}
              headingLevel="h3"
              title="No messages yet"
              description="Ask about a pickup, your bucket or your plan: support replies here."
            />
          }
        />
      )}
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
        <ChatComposer
          label="Message"
          formLabel="Send a message to support"
          placeholder="Type your message…"
          onSend={sendMessage}
          sending={sending}
        />
      </Box>
    </Card>
  );
}
