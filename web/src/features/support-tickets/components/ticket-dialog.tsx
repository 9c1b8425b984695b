import AssignIcon from '@mui/icons-material/AssignmentIndOutlined';
import UnassignIcon from '@mui/icons-material/PersonRemoveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ticketStatuses,
  type Ticket,
  type TicketStatus,
  type UpdateTicketBody,
} from '@pickup/contracts/schemas';
import { useContext } from 'react';
import { ChatComposer } from '../../../components/chat/chat-composer';
import { businessEntry, ChatThread } from '../../../components/chat/chat-thread';
import { useChatSend } from '../../../components/chat/use-chat-send';
import { messageTime } from '../../../components/chat/message-time';
import { InfoDialog } from '../../../components/dialogs/info-dialog';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { failureToast } from '../../../components/toast/failure-toast';
import { useToast } from '../../../components/toast/toast-context';
import { serverMessage } from '../../../lib/api-error';
import { BusinessTimeZoneContext } from '../../../lib/business-day';
import { useSession } from '../../../lib/session';
import { useReplyToTicketMutation, useSupportTicketQuery, useUpdateTicketMutation } from '../api/tickets-api';
import { channelLabels, statusLabels } from '../utils/labels';
import { TicketStatusChip } from './ticket-status-chip';

const updateFailed = 'Failed to update ticket.';

interface TicketDialogProps {
  ticketId: string;
  onClose: () => void;
}

/** A ticket: who asked and how, its thread, a reply, its status and who has it. */
export function TicketDialog({ ticketId, onClose }: TicketDialogProps) {
  const detail = useSupportTicketQuery(ticketId);
  const ticket = detail.data?.ticket;
  return (
    <InfoDialog
      maxWidth="md"
      onClose={onClose}
      title={
        ticket ? (
          <>
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {ticket.subject}
            </Box>
            <TicketStatusChip status={ticket.status} />
          </>
        ) : (
          'Support ticket'
        )
      }
      actions={ticket && <AssignButtons ticket={ticket} />}
    >
      {detail.isError ? (
        <ErrorState
          title={serverMessage(detail.error, 'The ticket could not load')}
          onRetry={() => void detail.refetch()}
        />
      ) : !detail.data || !ticket ? (
        <LoadingState label="Loading the ticket" />
      ) : (
        <>
          <TicketFacts ticket={ticket} />
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              height: { xs: 'min(45dvh, 320px)', sm: 'min(38dvh, 360px)' },
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <ChatThread
              label={`Messages of the ticket ${ticket.subject}`}
              entries={detail.data.messages.map(businessEntry)}
            />
          </Box>
          <ReplyBox ticket={ticket} />
        </>
      )}
    </InfoDialog>
  );
}

function TicketFacts({ ticket }: { ticket: Ticket }) {
  const timeZone = useContext(BusinessTimeZoneContext);
  const [update, updating] = useUpdateTicketMutation();
  const { toast } = useToast();
  const { requester } = ticket;

  const changeStatus = async (status: TicketStatus) => {
    const result = await update({ id: ticket.id, body: { status } });
    toast(
      result.error
        ? failureToast(result.error, updateFailed)
        : { title: 'Ticket Updated', message: `Status: ${statusLabels[status]}.`, severity: 'success' },
    );
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) 200px' },
        alignItems: 'start',
        // Room for the status field's label above its outline.
        pt: 1,
      }}
    >
      <Box sx={{ display: 'grid', gap: 0.25, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{requester.name}</Typography>
        <Link href={`mailto:${requester.email}`} underline="hover" sx={{ overflowWrap: 'anywhere' }}>
          {requester.email}
        </Link>
        <Typography variant="body2" color="text.secondary">
          Via {channelLabels[ticket.channel]} · opened{' '}
          <time dateTime={ticket.createdAt}>{messageTime(ticket.createdAt, timeZone)}</time>
        </Typography>
        <Typography variant="body2" data-assignee>
          {ticket.assignee ? `Assigned to ${ticket.assignee.name}` : 'Unassigned'}
        </Typography>
      </Box>
      <TextField
        select
        label="Status"
        name="status"
        value={ticket.status}
        onChange={(event) => void changeStatus(event.target.value as TicketStatus)}
        disabled={updating.isLoading}
        size="small"
        slotProps={{ select: { native: true } }}
      >
        {ticketStatuses.map((status) => (
          <option key={status} value={status}>
            {statusLabels[status]}
          </option>
        ))}
      </TextField>
    </Box>
  );
}

function AssignButtons({ ticket }: { ticket: Ticket }) {
  const userId = useSession().user?.id;
  const [update, updating] = useUpdateTicketMutation();
  const { toast } = useToast();
  const mine = ticket.assignee !== null && ticket.assignee.id === userId;

  const assign = async (assignee: UpdateTicketBody['assignee']) => {
    const result = await update({ id: ticket.id, body: { assignee } });
    toast(
      result.error
        ? failureToast(result.error, updateFailed)
        : {
            title: 'Ticket Updated',
            message: assignee ? 'The ticket is assigned to you.' : 'The ticket is unassigned.',
            severity: 'success',
          },
    );
  };

  return (
    <>
      {!mine && (
        <Button startIcon={<AssignIcon />} onClick={() => void assign('me')} disabled={updating.isLoading}>
          Assign to me
        </Button>
      )}
      {ticket.assignee && (
        <Button startIcon={<UnassignIcon />} onClick={() => void assign(null)} disabled={updating.isLoading}>
          Unassign
        </Button>
      )}
    </>
  );
}

function ReplyBox({ ticket }: { ticket: Ticket }) {
  const [reply, replying] = useReplyToTicketMutation();
  const byEmailOnly = ticket.requester.customerId === null;

  const send = useChatSend((content) => reply({ id: ticket.id, content }));

  return (
    <Box>
      <Box sx={{ mx: { xs: -1.5, sm: -2 }, mt: -1 }}>
        <ChatComposer
          label={`Reply to ${ticket.requester.name}`}
          onSend={send}
          sending={replying.isLoading}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {byEmailOnly
          ? `Your reply is e-mailed to ${ticket.requester.email}.`
          : 'Your reply reaches their Support Chat and their e-mail.'}
      </Typography>
    </Box>
  );
}
