import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { impactFactors } from '@pickup/contracts/schemas';
import { useState } from 'react';
import { StatCard, StatGrid } from '../../../components/data/stat-card';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { SectionCard } from '../../../components/page/section-card';
import { useWeightSummaryQuery } from '../api/weights-api';
import { shortDay } from '../utils/dates';
import { count, impactPeriods, periodLabels, tenths } from '../utils/labels';

type ImpactPeriod = (typeof impactPeriods)[number];

/**
 * The Environmental Impact Summary: what the business's households kept out of landfill over a
 * period ending on the chosen day, the greenhouse gas that avoided (EPA's factor, cited), what that
 * equals in gasoline, how many households took part and how clean their buckets were.
 */
export function ImpactSummary({ day }: { day: string }) {
  const [period, setPeriod] = useState<ImpactPeriod>('30d');
  const summary = useWeightSummaryQuery({ period, date: day });
  const data = summary.currentData;

  return (
    <SectionCard
      title="Environmental Impact Summary"
      description={`The last ${periodLabels[period]}, up to ${shortDay(day)}.`}
      action={
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={period}
          aria-label="Period"
          onChange={(_event, next: ImpactPeriod | null) => next && setPeriod(next)}
        >
          {impactPeriods.map((each) => (
            <ToggleButton key={each} value={each} sx={{ px: 1.5 }}>
              {periodLabels[each]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      {summary.isError ? (
        <ErrorState title="The impact could not load" onRetry={() => void summary.refetch()} />
      ) : !data ? (
        <LoadingState label="Loading the impact" />
      ) : (
        <StatGrid columns={5}>
          <StatCard label="Diverted from Landfill (lbs)" value={tenths(data.impact.divertedLbs)} />
          <StatCard label="CO2e Avoided (lbs)" value={tenths(data.impact.co2eAvoidedLbs)} />
          <StatCard
            label="Gasoline Equivalent (gal)"
            value={tenths(data.impact.gasolineGallons)}
            hint="of gasoline not burned"
          />
          <StatCard label="Households Served" value={data.impact.householdsServed} />
          <StatCard
            label="Contamination Rate"
            value={`${tenths(data.contaminationRate).toLocaleString('en-US')}%`}
            hint={`of ${count(data.entries, 'entry', 'entries')}`}
          />
        </StatGrid>
      )}
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 2 }} data-impact-sources>
        CO2e: {impactFactors.co2eSource}. Gasoline: {impactFactors.gasolineSource}.
      </Typography>
    </SectionCard>
  );
}
