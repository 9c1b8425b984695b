import OpenIcon from '@mui/icons-material/ChatOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Ticket } from '@pickup/contracts/schemas';
import { useContext } from 'react';
import { messageTime } from '../../../components/chat/message-time';
import { ListRow, RowAction, RowActions } from '../../../components/data/row-action';
import { BusinessTimeZoneContext } from '../../../lib/business-day';
import { channelLabels } from '../utils/labels';
import { TicketStatusChip } from './ticket-status-chip';

/** One ticket: its subject and state, who asked and how, who has it, and when it last moved. */
export function TicketRow({ ticket, onOpen }: { ticket: Ticket; onOpen: () => void }) {
  const timeZone = useContext(BusinessTimeZoneContext);
  const nameId = `ticket-${ticket.id}`;
  const { requester, assignee } = ticket;
  const lastActivity = ticket.updatedAt > ticket.lastMessageAt ? ticket.updatedAt : ticket.lastMessageAt;
  return (
    <ListRow columns="220px auto" data={{ 'data-ticket': ticket.id }}>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.25, rowGap: 0.5 }}>
          <Typography
            id={nameId}
            component="h2"
            sx={{ fontWeight: 700, fontSize: 16, overflowWrap: 'anywhere' }}
          >
            {ticket.subject}
          </Typography>
          <TicketStatusChip status={ticket.status} />
        </Box>
        <Typography variant="body2" sx={{ mt: 0.25, overflowWrap: 'anywhere' }} data-requester>
          {requester.name} · {requester.email}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {ticket.lastMessage}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 0.25 }}>
        <Typography variant="body2" color="text.secondary" data-channel>
          Via {channelLabels[ticket.channel]}
        </Typography>
        <Typography variant="body2" data-assignee>
          {assignee ? `Assigned to ${assignee.name}` : 'Unassigned'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Last activity <time dateTime={lastActivity}>{messageTime(lastActivity, timeZone)}</time>
        </Typography>
      </Box>
      <RowActions>
        <RowAction label="Open Ticket" nameId={nameId} icon={<OpenIcon />} onClick={onOpen} />
      </RowActions>
    </ListRow>
  );
}
