import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { serviceZoneCentres, type CustomerStatus } from '@pickup/contracts/constants';
import { analyticsLimits, type AnalyticsOverview } from '@pickup/contracts/schemas';
import { StatusChip, type StatusTone } from '../../../components/status-chip';
import { SectionCard } from '../../../components/page/section-card';

const statusLabels: Record<CustomerStatus, { label: string; tone: StatusTone }> = {
  active: { label: 'Active', tone: 'success' },
  paused: { label: 'Paused', tone: 'warning' },
  inactive: { label: 'Inactive', tone: 'neutral' },
  archived: { label: 'Archived', tone: 'neutral' },
  pending: { label: 'Pending', tone: 'info' },
};

/** Recent Customers (spec §2.5): the newest households, 5 fetched and 3 shown. */
export function RecentCustomersCard({ overview }: { overview: AnalyticsOverview }) {
  const customers = overview.recentCustomers.slice(0, analyticsLimits.recentCustomersShown);
  const joined = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: overview.timeZone,
  });
  return (
    <SectionCard title="Recent Customers" description="The households that joined last.">
      {customers.length === 0 ? (
        <Typography color="text.secondary">No customers yet.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.75 }}>
          {customers.map((customer) => {
            const status = statusLabels[customer.status];
            return (
              <Box
                component="li"
                key={customer.customerId}
                sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
                data-recent-customer={customer.customerId}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{customer.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {customer.zone ? `${serviceZoneCentres[customer.zone].name} · ` : ''}Joined{' '}
                    {joined.format(new Date(customer.joinedAt))}
                  </Typography>
                </Box>
                <StatusChip label={status.label} tone={status.tone} />
              </Box>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}
