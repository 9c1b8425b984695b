import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConversationSummary } from '@pickup/contracts/schemas';
import { useContext, useEffect, useState } from 'react';
import { searchDebounceMs } from '../../../components/data/paged-list';
import { messageTime } from '../../../components/chat/message-time';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { visuallyHidden } from '../../../components/visually-hidden';
import { BusinessTimeZoneContext } from '../../../lib/business-day';
import { useBusinessConversationsQuery } from '../api/messages-api';

interface ConversationListProps {
  /** The customer whose conversation is open. */
  selected: string | null;
  onSelect: (customerId: string) => void;
}

/** The customers who wrote or were written to, latest first, searched by name or e-mail, with unread badges. */
export function ConversationList({ selected, onSelect }: ConversationListProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [typed]);
  const conversations = useBusinessConversationsQuery(search);
  const list = conversations.currentData;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <TextField
          type="search"
          label="Search customers"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          size="small"
          fullWidth
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {conversations.isError ? (
          <Box sx={{ p: 2 }}>
            <ErrorState
              title="The conversations could not load"
              onRetry={() => void conversations.refetch()}
            />
          </Box>
        ) : !list ? (
          <LoadingState label="Loading conversations" />
        ) : list.length === 0 ? (
          search ? (
            <EmptyState title="No matching conversations" description="Try another name or e-mail." />
          ) : (
            <EmptyState
              title="No conversations yet"
              description="When your customers write from their Support Chat, their messages appear here."
            />
          )
        ) : (
          <Box
            component="ul"
            aria-label="Conversations"
            sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
          >
            {list.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow
                  conversation={conversation}
                  selected={conversation.id === selected}
                  onSelect={() => onSelect(conversation.id)}
                />
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}

interface ConversationRowProps {
  conversation: ConversationSummary;
  selected: boolean;
  onSelect: () => void;
}

function ConversationRow({ conversation, selected, onSelect }: ConversationRowProps) {
  const timeZone = useContext(BusinessTimeZoneContext);
  const { name, email, lastMessage, lastMessageTime, unreadCount } = conversation;
  return (
    <ButtonBase
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      data-conversation={conversation.id}
      sx={{
        width: '100%',
        textAlign: 'left',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 1.5,
        rowGap: 0.25,
        px: 2,
        py: 1.5,
        bgcolor: selected ? 'action.selected' : undefined,
        borderLeft: 4,
        borderLeftColor: selected ? 'primary.main' : 'transparent',
        '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Typography
        component="span"
        sx={{
          fontWeight: unreadCount > 0 ? 800 : 600,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {name}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ justifySelf: 'end' }}>
        {lastMessageTime && <time dateTime={lastMessageTime}>{messageTime(lastMessageTime, timeZone)}</time>}
      </Typography>
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {lastMessage ?? email}
      </Typography>
      <Box sx={{ justifySelf: 'end' }}>
        {unreadCount > 0 && (
          <Box
            component="span"
            data-unread={unreadCount}
            sx={{
              display: 'inline-block',
              minWidth: 22,
              px: 0.75,
              borderRadius: 11,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: 12,
              fontWeight: 700,
              lineHeight: '22px',
              textAlign: 'center',
            }}
          >
            {unreadCount}
            <Box component="span" sx={visuallyHidden}>
              {' '}
              unread
            </Box>
          </Box>
        )}
      </Box>
    </ButtonBase>
  );
}
