import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { UsageBar } from '../../../components/data/usage-bar';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { SectionCard } from '../../../components/page/section-card';
import { hrefFor } from '../../../config/paths';
import { usePlanUsageQuery } from '../api/settings-api';
import { planStatusLabels } from '../../../lib/plan-status';

/** Settings, Subscription: the plan and how much of it is used, with Upgrade Plan. */
export function SubscriptionPanel() {
  const usage = usePlanUsageQuery(undefined, { refetchOnMountOrArgChange: true });
  const upgrade = (
    <Button component={Link} to={hrefFor('subscribe', null)} variant="contained" disableElevation>
      Upgrade Plan
    </Button>
  );

  return (
    <SectionCard
      title="Plan & Usage"
      description="What your plan allows and how much of it you use."
      action={upgrade}
    >
      {usage.data ? (
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Typography>
              Current plan:{' '}
              <Box component="strong" data-plan-name>
                {usage.data.planName}
              </Box>
            </Typography>
            <Typography color="text.secondary" data-plan-status>
              {planStatusLabels[usage.data.status]}
            </Typography>
          </Box>
          <UsageBar label="Customers" {...usage.data.customers} />
          <UsageBar label="Routes" {...usage.data.routes} />
          <UsageBar label="Orders this month" {...usage.data.monthlyOrders} />
        </Box>
      ) : usage.isError ? (
        <ErrorState title="Your plan's usage could not load" onRetry={() => void usage.refetch()} />
      ) : (
        <LoadingState label="Loading your plan's usage" />
      )}
    </SectionCard>
  );
}
