import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { PageHeader } from '../../../components/page/page-header';
import { hrefFor } from '../../../config/paths';
import { useTenantPrefix } from '../../../lib/use-tenant';
import { useBusinessConversationsQuery } from '../api/messages-api';
import { useLiveConversations } from '../hooks/use-live-conversations';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';

/** The open conversation is in the address (?customer=), so a link can open it and Back closes it. */
const customerParam = 'customer';

/**
 * Business messages (/business-messages and /messaging, business spec §2.10): the customers'
 * conversations on the left, the chosen one on the right with its send box; on a phone one at a
 * time. New messages arrive live.
 */
export function BusinessMessagesScreen() {
  const tenant = useTenantPrefix();
  const [params, setParams] = useSearchParams();
  const selected = params.get(customerParam);
  // The unsearched list names the open customer, whatever the list's own search shows.
  const summary = useBusinessConversationsQuery('').currentData?.find((each) => each.id === selected);
  useLiveConversations();

  const select = (customerId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (customerId) next.set(customerParam, customerId);
        else next.delete(customerParam);
        return next;
      },
      { replace: customerId !== null && selected !== null },
    );

  return (
    <>
      <PageHeader
        title="Messages"
        description="Every household’s conversation with you, answered in one place."
        actions={
          <Button
            component={RouterLink}
            to={hrefFor('businessAnalytics', tenant)}
            startIcon={<ArrowBackIcon />}
          >
            Back to Dashboard
          </Button>
        }
      />
      <Card
        variant="outlined"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' },
          height: { xs: 'calc(100dvh - 210px)', md: 'calc(100dvh - 260px)' },
          minHeight: 460,
        }}
      >
        <Box
          component="section"
          aria-label="Customers"
          sx={{
            display: { xs: selected ? 'none' : 'block', md: 'block' },
            minHeight: 0,
            borderRight: { md: 1 },
            borderColor: { md: 'divider' },
          }}
        >
          <ConversationList selected={selected} onSelect={select} />
        </Box>
        <Box
          component="section"
          aria-label="Conversation"
          sx={{ display: { xs: selected ? 'block' : 'none', md: 'block' }, minHeight: 0 }}
        >
          {selected ? (
            <ConversationPane
              key={selected}
              customerId={selected}
              summary={summary}
              onBack={() => select(null)}
            />
          ) : (
            <EmptyState
              icon={<ForumIcon />}
              title="No conversation open"
              description="Choose a customer on the left to read their messages and answer them."
            />
          )}
        </Box>
      </Card>
    </>
  );
}
