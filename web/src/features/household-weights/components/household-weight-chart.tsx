import type { HouseholdWeights } from '@pickup/contracts/schemas';
import { TimeSeriesChart } from '../../../components/charts/time-series-chart';
import { SectionCard } from '../../../components/page/section-card';
import { shortMonth } from '../utils/figures';

/** The household's weights over time: what each month's pickups weighed together. */
export function HouseholdWeightChart({ monthly }: { monthly: HouseholdWeights['monthly'] }) {
  const series = monthly.map((month) => ({ label: shortMonth(month.month), value: month.totalWeight }));
  return (
    <SectionCard title="Your Weights Over Time" description="What your buckets weighed, month by month.">
      <TimeSeriesChart
        title="Your household's weights by month"
        series={series}
        unit="lbs"
        columns={{ label: 'Month', value: 'Weight' }}
      />
    </SectionCard>
  );
}
