import AverageIcon from '@mui/icons-material/BalanceOutlined';
import CloudIcon from '@mui/icons-material/CloudOutlined';
import ScaleIcon from '@mui/icons-material/ScaleOutlined';
import PickupsIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { impactFactors, type HouseholdWeights } from '@pickup/contracts/schemas';
import { StatCard, StatGrid } from '../../../components/data/stat-card';
import { gallons, lbs, longMonth } from '../utils/figures';

/** The household's lifetime figures, and where the CO2e and gasoline factors come from. */
export function HouseholdImpactStats({ weights }: { weights: HouseholdWeights }) {
  return (
    <Box
      component="section"
      aria-label="Your lifetime impact"
      // Pounds with a decimal ("1,234.5 lbs") fit half a phone's width only a little smaller.
      sx={{
        '& [data-stat]': { p: { xs: 2, sm: 2.5 } },
        '& [data-stat-value]': { fontSize: { xs: 22, sm: 30 } },
      }}
    >
      <StatGrid>
        <StatCard
          label="Diverted from Landfill"
          value={lbs(weights.lifetimeLbs)}
          icon={<ScaleIcon />}
          hint={weights.since ? `Since ${longMonth(weights.since)}` : undefined}
        />
        <StatCard
          label="CO2e Avoided"
          value={lbs(weights.co2eAvoidedLbs)}
          icon={<CloudIcon />}
          hint={`Like ${gallons(weights.gasolineGallons)} of gasoline not burned`}
        />
        <StatCard label="Pickups Weighed" value={weights.lifetimeEntries} icon={<PickupsIcon />} />
        <StatCard
          label="Average per Pickup"
          value={weights.averageWeight === null ? '–' : lbs(weights.averageWeight)}
          icon={<AverageIcon />}
        />
      </StatGrid>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }} data-sources>
        CO2e avoided: {impactFactors.co2eSource}. Gasoline: {impactFactors.gasolineSource}.
      </Typography>
    </Box>
  );
}
