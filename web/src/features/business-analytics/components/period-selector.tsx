import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { analyticsPeriods, type AnalyticsPeriod } from '@pickup/contracts/schemas';

/** The spec's period selector (§2.5): 7d, 30d, 90d and 1y, one chosen at a time. */
export function PeriodSelector({
  period,
  onChange,
}: {
  period: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={period}
      aria-label="Period"
      onChange={(_event, next: AnalyticsPeriod | null) => next && onChange(next)}
      sx={{ bgcolor: 'background.paper' }}
    >
      {analyticsPeriods.map((each) => (
        <ToggleButton key={each} value={each} sx={{ px: 1.75, fontWeight: 600 }}>
          {each}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
