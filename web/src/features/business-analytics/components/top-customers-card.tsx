import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@pickup/contracts/money';
import type { AnalyticsOverview } from '@pickup/contracts/schemas';
import { SectionCard } from '../../../components/page/section-card';
import { count, periodWords } from '../utils/figures';

/** Top Customers (spec §2.5): who paid the most in the period, less refunds, with their payments. */
export function TopCustomersCard({ overview }: { overview: AnalyticsOverview }) {
  const customers = overview.topCustomers;
  return (
    <SectionCard title="Top Customers" description={`By revenue over ${periodWords[overview.period]}.`}>
      {customers.length === 0 ? (
        <Typography color="text.secondary">No payments in this period.</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.75 }}>
          {customers.map((customer) => (
            <Box
              component="li"
              key={customer.customerId}
              sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1.5 }}
              data-top-customer={customer.customerId}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{customer.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {count(customer.payments)} {customer.payments === 1 ? 'payment' : 'payments'}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {formatUsd(customer.revenue)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
