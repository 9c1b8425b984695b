import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CustomerWeight } from '@pickup/contracts/schemas';
import { useEffect, useState } from 'react';
import { searchDebounceMs } from '../../../components/data/paged-list';
import { InfoDialog } from '../../../components/dialogs/info-dialog';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { StatusChip } from '../../../components/status-chip';
import { useCustomerWeightsQuery } from '../api/weights-api';
import { shortDay } from '../utils/dates';
import { count, pounds, trendLabels } from '../utils/labels';

type Picked = Pick<CustomerWeight, 'customerId' | 'customerName' | 'bucketNumber'>;

function totalsLine(customer: CustomerWeight): string {
  if (customer.entries === 0) return 'No weights yet';
  const parts = [
    `${pounds(customer.totalWeight)} in ${count(customer.entries, 'entry', 'entries')}`,
    customer.averageWeight !== null && `average ${pounds(customer.averageWeight)}`,
    customer.lastWeight !== null &&
      customer.lastPickupDate &&
      `last ${pounds(customer.lastWeight)} on ${shortDay(customer.lastPickupDate)}`,
    trendLabels[customer.trend],
  ];
  return parts.filter(Boolean).join(' · ');
}

function CustomerChoice({ customer, onPick }: { customer: CustomerWeight; onPick: (c: Picked) => void }) {
  const nameId = `weights-customer-${customer.customerId}`;
  const contaminated = customer.contaminationCount;
  return (
    <Box
      component="li"
      data-customer={customer.customerId}
      sx={{
        py: 1.5,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' },
        alignItems: 'center',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
          <Typography id={nameId} component="h3" sx={{ fontWeight: 700 }}>
            {customer.customerName}
          </Typography>
          <Typography color="text.secondary">Bucket {customer.bucketNumber}</Typography>
          <StatusChip
            label={contaminated === 0 ? 'No contamination' : `Contaminated ${count(contaminated, 'time')}`}
            tone={contaminated === 0 ? 'neutral' : 'warning'}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {totalsLine(customer)}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        aria-describedby={nameId}
        onClick={() => onPick(customer)}
        sx={{ justifySelf: { xs: 'start', sm: 'end' } }}
      >
        Record Weight
      </Button>
    </Box>
  );
}

interface SearchCustomerDialogProps {
  onPick: (customer: Picked) => void;
  onClose: () => void;
}

/** Search Customer: by name or bucket number, each with their totals and contamination count. */
export function SearchCustomerDialog({ onPick, onClose }: SearchCustomerDialogProps) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  const customers = useCustomerWeightsQuery({ search });
  const found = customers.currentData?.customers;

  return (
    <InfoDialog title="Search Customer" onClose={onClose}>
      <TextField
        type="search"
        label="Name or bucket number"
        name="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoFocus
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
      {customers.isError ? (
        <ErrorState title="The customers could not load" onRetry={() => void customers.refetch()} />
      ) : !found ? (
        <LoadingState label="Finding customers" />
      ) : found.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {search ? `No customer matches “${search}”.` : 'No customers yet.'}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Customers"
          sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {found.map((customer) => (
            <CustomerChoice key={customer.customerId} customer={customer} onPick={onPick} />
          ))}
        </Box>
      )}
    </InfoDialog>
  );
}
