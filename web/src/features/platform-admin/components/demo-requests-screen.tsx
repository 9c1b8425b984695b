import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { demoRequestStatuses, type DemoRequestStatus } from '@pickup/contracts/constants';
import type { DemoRequestView } from '@pickup/contracts/schemas';
import { lazy, Suspense, useState } from 'react';
import { PagedList, useListState } from '../../../components/data/paged-list';
import { PageHeader } from '../../../components/page/page-header';
import { StatusChip } from '../../../components/status-chip';
import { useDemoRequestsQuery } from '../api/admin-api';
import { demoStatusLooks, shortDate } from '../utils/labels';

// The form (and the contract's schema it checks with) loads when the dialog first opens.
const DemoRequestDialog = lazy(() =>
  import('./demo-request-dialog').then((m) => ({ default: m.DemoRequestDialog })),
);

type StatusFilter = DemoRequestStatus | 'all';

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...demoRequestStatuses.map((status) => ({ value: status, label: demoStatusLooks[status].label })),
];

/** Demo requests (/platform-admin/demo-requests): newest first, by status, each followed up here. */
export function DemoRequestsScreen() {
  const list = useListState<StatusFilter>('all');
  const requests = useDemoRequestsQuery(
    { page: list.page, status: list.filter },
    { refetchOnMountOrArgChange: true },
  );
  const [editing, setEditing] = useState<DemoRequestView | null>(null);
  const data = requests.data;

  return (
    <>
      <PageHeader
        title="Demo Requests"
        description="Businesses that asked for a demo, and where each one stands."
      />
      <PagedList
        label="Demo requests"
        filter={{
          label: 'Status',
          value: list.filter,
          options: statusOptions,
          onChange: (value) => list.setFilter(value as StatusFilter),
        }}
        page={list.page}
        totalPages={data?.pagination.totalPages ?? 0}
        onPage={list.setPage}
        isLoading={requests.isFetching && !data}
        error={requests.isError ? 'Demo requests could not load' : null}
        onRetry={() => void requests.refetch()}
        empty={
          data?.demoRequests.length === 0
            ? {
                title: 'No demo requests found',
                description:
                  list.filter === 'all'
                    ? 'Requests from the landing page show here.'
                    : 'None has this status.',
              }
            : null
        }
      >
        {data?.demoRequests.map((request) => (
          <DemoRequestRow key={request.id} request={request} onEdit={() => setEditing(request)} />
        ))}
      </PagedList>
      <Suspense fallback={null}>
        {editing && <DemoRequestDialog key={editing.id} request={editing} onClose={() => setEditing(null)} />}
      </Suspense>
    </>
  );
}

function DemoRequestRow({ request, onEdit }: { request: DemoRequestView; onEdit: () => void }) {
  const nameId = `demo-request-${request.id}`;
  return (
    <Box
      component="li"
      data-demo-request={request.id}
      sx={{ px: { xs: 2, sm: 3 }, py: 2, display: 'grid', gap: 1 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={nameId} component="h2" sx={{ fontWeight: 700 }}>
            {request.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {request.company} · {shortDate(request.createdAt)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <StatusChip {...demoStatusLooks[request.status]} />
          <Button size="small" variant="outlined" onClick={onEdit} aria-describedby={nameId}>
            Update
          </Button>
        </Box>
      </Box>
      <Typography variant="body2" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        <Link href={`mailto:${request.email}`} sx={{ overflowWrap: 'anywhere' }}>
          {request.email}
        </Link>
        {request.phone && <Link href={`tel:${request.phone}`}>{request.phone}</Link>}
      </Typography>
      {request.message && <Typography variant="body2">{request.message}</Typography>}
      {request.notes && (
        <Typography variant="body2" color="text.secondary">
          Notes: {request.notes}
        </Typography>
      )}
    </Box>
  );
}
