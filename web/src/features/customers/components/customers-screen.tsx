import AddIcon from '@mui/icons-material/Add';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { customerMessages } from '@pickup/contracts/constants';
import type { Customer, CustomerStatusFilter } from '@pickup/contracts/schemas';
import { lazy, Suspense, useState } from 'react';
import { PagedList, useListState } from '../../../components/data/paged-list';
import { PageHeader } from '../../../components/page/page-header';
import { customersFreshSeconds, useCustomersQuery } from '../api/customers-api';
import { statusFilterOptions } from '../utils/labels';
import type { ConfirmKind } from './customer-confirm-dialog';
import { CustomerRow, type RowAction } from './customer-row';
import { CustomerStats } from './customer-stats';

// Each dialog (with the contract's schemas its form checks with) loads when it first opens.
const AddCustomerDialog = lazy(() =>
  import('./add-customer-dialog').then((m) => ({ default: m.AddCustomerDialog })),
);
const EditCustomerDialog = lazy(() =>
  import('./edit-customer-dialog').then((m) => ({ default: m.EditCustomerDialog })),
);
const CustomerDetailsDialog = lazy(() =>
  import('./customer-details-dialog').then((m) => ({ default: m.CustomerDetailsDialog })),
);
const ConfirmCustomerDialog = lazy(() =>
  import('./customer-confirm-dialog').then((m) => ({ default: m.ConfirmCustomerDialog })),
);
const MessageCustomerDialog = lazy(() =>
  import('./message-customer-dialog').then((m) => ({ default: m.MessageCustomerDialog })),
);
const ImportCustomersDialog = lazy(() =>
  import('./import-customers-dialog').then((m) => ({ default: m.ImportCustomersDialog })),
);

type Dialog =
  | { kind: 'add' }
  | { kind: 'import' }
  | { kind: 'details'; customer: Customer }
  | { kind: 'edit'; customer: Customer }
  | { kind: 'message'; customer: Customer & { userId: string } }
  | { kind: ConfirmKind; customer: Customer };

function dialogFor(action: RowAction, customer: Customer): Dialog | null {
  if (action !== 'message') return { kind: action, customer };
  // The row's Message stays inert for a customer without a login (they have not signed up yet).
  return customer.userId === null
    ? null
    : { kind: 'message', customer: { ...customer, userId: customer.userId } };
}

interface CustomersScreenProps {
  /** The business's setting: a new customer or a milestone beeps while it is on. */
  soundNotifications: boolean;
}

/**
 * Customer management (/business-customers, /customers): the business's totals, its customers a
 * page at a time, searched and filtered by status, and every change to them, one dialog at a time.
 */
export function CustomersScreen({ soundNotifications }: CustomersScreenProps) {
  const list = useListState<CustomerStatusFilter>('all');
  const customers = useCustomersQuery(
    { page: list.page, search: list.search, status: list.filter },
    { refetchOnMountOrArgChange: customersFreshSeconds },
  );
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const data = customers.data;
  const filtered = list.search !== '' || list.filter !== 'all';

  return (
    <>
      <PageHeader
        title="Customer Management"
        description="Everyone your business picks up from: their plans, buckets and how to reach them."
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<UploadIcon />}
              onClick={() => setDialog({ kind: 'import' })}
            >
              Import CSV
            </Button>
            <Button
              variant="contained"
              disableElevation
              startIcon={<AddIcon />}
              onClick={() => setDialog({ kind: 'add' })}
            >
              Add Customer
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 } }}>
        <CustomerStats />
        <PagedList
          label="Customers"
          search={{ label: 'Search by name, email, phone, address or bucket', onSearch: list.setSearch }}
          filter={{
            label: 'Status',
            value: list.filter,
            options: statusFilterOptions,
            onChange: (value) => list.setFilter(value as CustomerStatusFilter),
          }}
          page={list.page}
          totalPages={data?.totalPages ?? 0}
          onPage={list.setPage}
          isLoading={customers.isFetching && !data}
          error={customers.isError ? customerMessages.loadFailed : null}
          onRetry={() => void customers.refetch()}
          empty={
            data?.customers.length === 0
              ? {
                  title: customerMessages.empty,
                  description: filtered
                    ? 'Try another search or status.'
                    : 'Add your first customer, or import your customer list from a CSV file.',
                }
              : null
          }
        >
          {data?.customers.map((customer) => (
            <CustomerRow
              key={customer.id}
              customer={customer}
              archived={list.filter === 'archived'}
              onAction={(action) => setDialog(dialogFor(action, customer))}
            />
          ))}
        </PagedList>
      </Box>
      <Suspense fallback={null}>
        {dialog?.kind === 'add' && (
          <AddCustomerDialog soundNotifications={soundNotifications} onClose={close} />
        )}
        {dialog?.kind === 'import' && (
          <ImportCustomersDialog soundNotifications={soundNotifications} onClose={close} />
        )}
        {dialog?.kind === 'details' && (
          <CustomerDetailsDialog
            customer={dialog.customer}
            onEdit={() => setDialog({ kind: 'edit', customer: dialog.customer })}
            onClose={close}
          />
        )}
        {dialog?.kind === 'edit' && (
          <EditCustomerDialog key={dialog.customer.id} customer={dialog.customer} onClose={close} />
        )}
        {dialog?.kind === 'message' && <MessageCustomerDialog customer={dialog.customer} onClose={close} />}
        {(dialog?.kind === 'archive' || dialog?.kind === 'restore' || dialog?.kind === 'delete') && (
          <ConfirmCustomerDialog kind={dialog.kind} customer={dialog.customer} onClose={close} />
        )}
      </Suspense>
    </>
  );
}
