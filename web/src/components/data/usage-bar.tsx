import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { unlimited } from '@pickup/contracts/constants';

export type UsageLevel = 'ok' | 'warning' | 'high';

/** Red from 90 % of the limit, yellow from 75 %, green below (business spec §2.12); never red without a limit. */
export function usageLevel(current: number, limit: number): UsageLevel {
  if (limit === unlimited) return 'ok';
  const share = limit <= 0 ? 1 : current / limit;
  if (share >= 0.9) return 'high';
  if (share >= 0.75) return 'warning';
  return 'ok';
}

const barColors = { ok: 'success', warning: 'warning', high: 'error' } as const;

interface UsageBarProps {
  /** What is counted ("Customers"). */
  label: string;
  current: number;
  /** The most allowed; -1 means unlimited. */
  limit: number;
}

/** How much of a limit is used: "42 of 200" over a bar that turns yellow, then red, as it fills. */
export function UsageBar({ label, current, limit }: UsageBarProps) {
  const level = usageLevel(current, limit);
  const bounded = limit !== unlimited;
  const percent = bounded ? Math.min(100, limit <= 0 ? 100 : Math.round((current / limit) * 100)) : 0;
  const count = current.toLocaleString('en-US');
  const amount = bounded ? `${count} of ${limit.toLocaleString('en-US')}` : `${count} of Unlimited`;
  return (
    <Box data-usage={label} data-usage-level={level}>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mb: 0.75 }}
      >
        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
        <Typography variant="body2" color="text.secondary" data-usage-amount>
          {amount}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={barColors[level]}
        aria-label={`${label}: ${amount}`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
