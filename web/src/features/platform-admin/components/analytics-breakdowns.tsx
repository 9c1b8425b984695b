import Box from '@mui/material/Box';
import { demoRequestStatuses, tenantSubscriptionStatuses } from '@pickup/contracts/constants';
import type { AdminAnalytics } from '@pickup/contracts/schemas';
import { BarBreakdown } from '../../../components/data/bar-breakdown';
import { SectionCard } from '../../../components/page/section-card';
import { demoStatusLooks, subscriptionLooks } from '../utils/labels';

/** Demo requests by status and businesses by subscription, as bars. */
export function AnalyticsBreakdowns({ analytics }: { analytics: AdminAnalytics }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <SectionCard title="Demo Requests by Status">
        <BarBreakdown
          label="Demo requests by status"
          items={demoRequestStatuses.map((status) => ({
            key: status,
            label: demoStatusLooks[status].label,
            value: analytics.demoRequestsByStatus[status],
          }))}
        />
      </SectionCard>
      <SectionCard title="Tenants by Subscription">
        <BarBreakdown
          label="Tenants by subscription"
          items={tenantSubscriptionStatuses.map((status) => ({
            key: status,
            label: subscriptionLooks[status].label,
            value: analytics.tenantsBySubscription[status],
          }))}
        />
      </SectionCard>
    </Box>
  );
}
