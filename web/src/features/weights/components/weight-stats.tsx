import ScaleIcon from '@mui/icons-material/ScaleOutlined';
import TodayIcon from '@mui/icons-material/TodayOutlined';
import PendingIcon from '@mui/icons-material/PendingActionsOutlined';
import AverageIcon from '@mui/icons-material/FunctionsOutlined';
import { StatCard, StatGrid } from '../../../components/data/stat-card';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useWeightSummaryQuery } from '../api/weights-api';
import { useBusinessToday } from '../../../lib/business-day';
import { shortDay } from '../utils/dates';
import { count, tenths } from '../utils/labels';

/** The stat cards count the last 30 days up to the chosen day, as the summary does by default. */
const period = '30d';

/** The four stat cards (spec §2.9): total weight, entries on the day, pending weights, average. */
export function WeightStats({ day }: { day: string }) {
  const summary = useWeightSummaryQuery({ period, date: day });
  const today = useBusinessToday();
  const data = summary.data;
  if (data) {
    const onDay = day === today() ? 'Today' : `On ${shortDay(day)}`;
    return (
      <StatGrid>
        <StatCard
          label="Total Weight (lbs)"
          value={tenths(data.totalWeight)}
          icon={<ScaleIcon />}
          hint={`${count(data.entries, 'entry', 'entries')}, last 30 days`}
        />
        <StatCard label="Entries Today" value={data.entriesToday} icon={<TodayIcon />} hint={onDay} />
        <StatCard
          label="Pending Weights"
          value={data.pendingWeights}
          icon={<PendingIcon />}
          hint={`${count(data.needsReview, 'entry', 'entries')} to review`}
        />
        <StatCard
          label="Average Weight (lbs)"
          value={data.averageWeight === null ? '—' : tenths(data.averageWeight)}
          icon={<AverageIcon />}
          hint="Per bucket, last 30 days"
        />
      </StatGrid>
    );
  }
  if (summary.isError) {
    return <ErrorState title="The totals could not load" onRetry={() => void summary.refetch()} />;
  }
  return <LoadingState label="Loading the totals" />;
}
