import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface BreakdownItem {
  /** Identifies the bar (a status), for tests and styling. */
  key: string;
  label: string;
  value: number;
}

interface BarBreakdownProps {
  /** Names the chart for assistive technology ("Demo requests by status"). */
  label: string;
  items: readonly BreakdownItem[];
}

/**
 * A light horizontal bar chart of counts: each row its label, a bar as long as its share of the
 * largest, the count and its percentage of the total. Plain markup, no chart library: it is a list
 * that assistive technology reads as it is.
 */
export function BarBreakdown({ label, items }: BarBreakdownProps) {
  const total = items.reduce((sum, item) => sum + item.value, 0);
  const largest = Math.max(0, ...items.map((item) => item.value));
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item) => {
        const share = total === 0 ? 0 : Math.round((item.value / total) * 100);
        return (
          <Box component="li" key={item.key} data-bar={item.key}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {item.label}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-bar-value>
                {item.value.toLocaleString('en-US')} ({share}%)
              </Typography>
            </Box>
            <Box
              aria-hidden
              sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }}
            >
              <Box
                sx={{
                  height: '100%',
                  width: largest === 0 ? 0 : `${(item.value / largest) * 100}%`,
                  bgcolor: 'primary.main',
                  borderRadius: 5,
                }}
              />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
