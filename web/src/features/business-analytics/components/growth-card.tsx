import { FactList } from '../../../components/data/fact-list';
import { SectionCard } from '../../../components/page/section-card';
import type { AnalyticsOverview } from '@pickup/contracts/schemas';
import { count, percent, periodWords } from '../utils/figures';

const signed = (value: number | null) =>
  value !== null && value > 0 ? `+${percent(value)}` : percent(value);

/** Growth Indicators (spec §2.5): revenue growth, new customers, and retention (100 − churn rate). */
export function GrowthCard({ overview }: { overview: AnalyticsOverview }) {
  const { growth, period } = overview;
  return (
    <SectionCard title="Growth Indicators" description={`Over ${periodWords[period]}.`}>
      <FactList
        label="Growth indicators"
        facts={[
          { label: 'Revenue Growth', value: signed(growth.revenueGrowth) },
          { label: 'New Customers', value: count(growth.newCustomers) },
          { label: 'Retention', value: percent(growth.retention) },
        ]}
      />
    </SectionCard>
  );
}
