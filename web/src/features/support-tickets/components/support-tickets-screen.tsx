import ForumIcon from '@mui/icons-material/ForumOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PagedList, useListState } from '../../../components/data/paged-list';
import { PageHeader } from '../../../components/page/page-header';
import { hrefFor } from '../../../config/paths';
import { useTenantPrefix } from '../../../lib/use-tenant';
import { useSupportTicketsQuery } from '../api/tickets-api';
import { useLiveTickets } from '../hooks/use-live-tickets';
import { statusLabels, type StatusFilter } from '../utils/labels';
import { TicketRow } from './ticket-row';

// The ticket's thread, reply box and controls load when a ticket is first opened.
const TicketDialog = lazy(() => import('./ticket-dialog').then((m) => ({ default: m.TicketDialog })));

/**
 * Support tickets (/support-tickets, business spec §2.1): every request from the Support Center,
 * the public support page and e-mail, filtered by status with each status's count, searched by
 * requester or subject; a ticket opens with its thread, a reply box, its status and its assignee.
 */
export function SupportTicketsScreen() {
  const tenant = useTenantPrefix();
  const list = useListState<StatusFilter>('all');
  const [open, setOpen] = useState<string | null>(null);
  const tickets = useSupportTicketsQuery({ page: list.page, status: list.filter, search: list.search });
  const data = tickets.currentData;
  const counts = data?.counts ?? tickets.data?.counts;
  useLiveTickets();

  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  const filterOptions = [
    { value: 'all', label: `All${count(counts && counts.open + counts.pending + counts.resolved)}` },
    ...(['open', 'pending', 'resolved'] as const).map((status) => ({
      value: status,
      label: `${statusLabels[status]}${count(counts?.[status])}`,
    })),
  ];
  const filtered = list.search !== '' || list.filter !== 'all';

  return (
    <>
      <PageHeader
        title="Support Tickets"
        description="Every request your customers and visitors send, followed until it is resolved."
        actions={
          // The owner's navigation names Support only (spec §2.1): the chats with every household are one step away.
          <Button
            variant="outlined"
            component={RouterLink}
            to={hrefFor('businessMessages', tenant)}
            startIcon={<ForumIcon />}
          >
            All Messages
          </Button>
        }
      />
      <PagedList
        label="Support tickets"
        search={{ label: 'Search by requester or subject', onSearch: list.setSearch }}
        filter={{
          label: 'Status',
          value: list.filter,
          options: filterOptions,
          onChange: (value) => list.setFilter(value as StatusFilter),
        }}
        page={list.page}
        totalPages={data?.pagination.totalPages ?? 0}
        onPage={list.setPage}
        isLoading={!data && !tickets.isError}
        error={tickets.isError ? 'The support tickets could not load' : null}
        onRetry={() => void tickets.refetch()}
        empty={
          data && data.tickets.length === 0
            ? filtered
              ? { title: 'No matching tickets', description: 'Try another name, subject or status.' }
              : {
                  title: 'No support tickets yet',
                  description:
                    'Messages from the Support Center, your public support page and e-mail replies open tickets here.',
                }
            : null
        }
      >
        {data?.tickets.map((ticket) => (
          <TicketRow key={ticket.id} ticket={ticket} onOpen={() => setOpen(ticket.id)} />
        ))}
      </PagedList>
      <Suspense fallback={null}>
        {open && <TicketDialog key={open} ticketId={open} onClose={() => setOpen(null)} />}
      </Suspense>
    </>
  );
}
