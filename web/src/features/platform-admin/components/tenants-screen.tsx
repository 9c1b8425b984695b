import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminTenant } from '@pickup/contracts/schemas';
import { lazy, Suspense, useState } from 'react';
import { PagedList, useListState } from '../../../components/data/paged-list';
import { PageHeader } from '../../../components/page/page-header';
import { StatusChip } from '../../../components/status-chip';
import { useAdminTenantsQuery, type TenantsQuery } from '../api/admin-api';
import { inactiveLook, shortDate, subscriptionLooks } from '../utils/labels';

// The forms (and the contract's schemas they check with) load when a dialog first opens.
const CreateTenantDialog = lazy(() =>
  import('./create-tenant-dialog').then((m) => ({ default: m.CreateTenantDialog })),
);
const EditTenantDialog = lazy(() =>
  import('./edit-tenant-dialog').then((m) => ({ default: m.EditTenantDialog })),
);

type ActiveFilter = TenantsQuery['status'];

const activeOptions = [
  { value: 'all', label: 'All tenants' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

type Dialog = { kind: 'create' } | { kind: 'edit'; tenant: AdminTenant };

/** Tenants (/platform-admin/tenants): every business, searched and filtered, added and edited here. */
export function TenantsScreen() {
  const list = useListState<ActiveFilter>('all');
  const tenants = useAdminTenantsQuery(
    { page: list.page, search: list.search, status: list.filter },
    { refetchOnMountOrArgChange: true },
  );
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const data = tenants.data;
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader
        title="Tenants"
        description="Every business on the platform."
        actions={
          <Button
            variant="contained"
            disableElevation
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'create' })}
          >
            Add Tenant
          </Button>
        }
      />
      <PagedList
        label="Tenants"
        search={{ label: 'Search by name, subdomain or owner', onSearch: list.setSearch }}
        filter={{
          label: 'Show',
          value: list.filter,
          options: activeOptions,
          onChange: (value) => list.setFilter(value as ActiveFilter),
        }}
        page={list.page}
        totalPages={data?.pagination.totalPages ?? 0}
        onPage={list.setPage}
        isLoading={tenants.isFetching && !data}
        error={tenants.isError ? 'Tenants could not load' : null}
        onRetry={() => void tenants.refetch()}
        empty={
          data?.tenants.length === 0
            ? {
                title: 'No tenants found',
                description:
                  list.search || list.filter !== 'all'
                    ? 'Try another search or filter.'
                    : 'Add the first business.',
              }
            : null
        }
      >
        {data?.tenants.map((tenant) => (
          <TenantRow key={tenant.id} tenant={tenant} onEdit={() => setDialog({ kind: 'edit', tenant })} />
        ))}
      </PagedList>
      <Suspense fallback={null}>
        {dialog?.kind === 'create' && <CreateTenantDialog onClose={close} />}
        {dialog?.kind === 'edit' && (
          <EditTenantDialog key={dialog.tenant.id} tenant={dialog.tenant} onClose={close} />
        )}
      </Suspense>
    </>
  );
}

function TenantRow({ tenant, onEdit }: { tenant: AdminTenant; onEdit: () => void }) {
  const nameId = `tenant-${tenant.id}`;
  const addresses = [tenant.subdomain, tenant.customDomain].filter(Boolean).join(' · ');
  return (
    <Box
      component="li"
      data-tenant={tenant.id}
      sx={{
        px: { xs: 2, sm: 3 },
        py: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 260px' }}>
        <Typography id={nameId} component="h2" sx={{ fontWeight: 700 }}>
          {tenant.businessName}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {addresses}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {tenant.ownerEmail} · {tenant.subscriptionTier} plan · since {shortDate(tenant.createdAt)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <StatusChip {...subscriptionLooks[tenant.subscriptionStatus]} />
        {!tenant.isActive && <StatusChip {...inactiveLook} />}
        <Button size="small" variant="outlined" onClick={onEdit} aria-describedby={nameId}>
          Edit
        </Button>
      </Box>
    </Box>
  );
}
