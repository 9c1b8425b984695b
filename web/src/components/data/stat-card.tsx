import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StatCardProps {
  /** What the figure counts ("Total Tenants"). */
  label: string;
  value: number | string;
  /** A small outlined icon beside the label. */
  icon?: ReactNode;
  /** A line under the figure ("3 inactive"). */
  hint?: ReactNode;
}

/** One figure of a dashboard with its label: a row of them sums up a screen. */
export function StatCard({ label, value, icon, hint }: StatCardProps) {
  return (
    <Card variant="outlined" sx={{ p: 2.5, height: '100%' }} data-stat={label}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {icon && (
          <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
            {icon}
          </Box>
        )}
      </Box>
      <Typography sx={{ fontSize: 30, fontWeight: 800, lineHeight: 1.3, mt: 0.5 }} data-stat-value>
        {typeof value === 'number' ? value.toLocaleString('en-US') : value}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Card>
  );
}

const gridColumns = {
  3: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
  4: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  5: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
} as const;

interface StatGridProps {
  children: ReactNode;
  columns?: 3 | 4 | 5;
  /**
   * The figures a little smaller on a phone, where long ones (18,204.5; $1,050.00) would not fit
   * half its width, or where the grid sits inside a card. Always so with five columns.
   */
  dense?: boolean;
}

/**
 * Stat cards in a row: two a row on a phone, up to four on a desktop. Three (`columns={3}`) take one
 * row from a tablet on; five take three a row on a tablet and one row on a wide screen. With three or
 * five, an odd last card spans its row on a phone.
 */
export function StatGrid({ children, columns = 4, dense = columns === 5 }: StatGridProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: gridColumns[columns],
        gap: { xs: 1.5, md: 2 },
        ...(columns !== 4 && {
          '& > :last-child:nth-child(odd)': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
        }),
        ...(dense && {
          // Dollar figures ($1,050.00) fit half a phone's width only a little smaller.
          '& > [data-stat]': { p: { xs: 2, sm: 2.5 } },
          '& [data-stat-value]': { fontSize: { xs: 22, sm: 30 } },
        }),
      }}
    >
      {children}
    </Box>
  );
}
