import ScaleIcon from '@mui/icons-material/ScaleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { PageHeader } from '../../../components/page/page-header';
import { hrefFor } from '../../../config/paths';
import { useTenantPrefix } from '../../../lib/use-tenant';
import { useHouseholdWeightsQuery } from '../api/household-weights-api';
import { HouseholdImpactStats } from './household-impact-stats';
import { HouseholdWeightChart } from './household-weight-chart';
import { ImpactCard } from './impact-card';
import { RecentPickups } from './recent-pickups';

/**
 * The household's own weights (/customer/weight-tracking): what it has kept out of the landfill and
 * the greenhouse gas that avoided, its weights month by month, its last pickups, and a card of its
 * impact to print or share.
 */
export function HouseholdWeightsScreen() {
  const weights = useHouseholdWeightsQuery(undefined);
  return (
    <>
      <PageHeader
        title="Weight Tracking"
        description="What your household's compost weighs, pickup by pickup, and what it adds up to."
      />
      {weights.isLoading ? (
        <LoadingState label="Loading your weights" />
      ) : weights.isError || !weights.data ? (
        <ErrorState
          title="Your weights could not load"
          message="Please try again in a moment."
          onRetry={() => void weights.refetch()}
        />
      ) : weights.data.lifetimeEntries === 0 ? (
        <NoWeightsYet />
      ) : (
        <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 } }}>
          <HouseholdImpactStats weights={weights.data} />
          <HouseholdWeightChart monthly={weights.data.monthly} />
          <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 }, gridTemplateColumns: { md: '1fr 1fr' } }}>
            <RecentPickups entries={weights.data.entries} />
            <ImpactCard weights={weights.data} />
          </Box>
        </Box>
      )}
    </>
  );
}

function NoWeightsYet() {
  const tenant = useTenantPrefix();
  return (
    <Card variant="outlined">
      <EmptyState
        icon={<ScaleIcon />}
        title="No weighed pickups yet"
        description="After your first pickup is weighed, its weight shows here, with your monthly totals on a chart and the food scraps you have kept out of the landfill."
        action={
          <Button
            component={Link}
            to={hrefFor('customerSchedule', tenant)}
            variant="contained"
            disableElevation
          >
            See Your Schedule
          </Button>
        }
      />
    </Card>
  );
}
