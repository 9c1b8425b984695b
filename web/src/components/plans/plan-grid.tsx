import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface PlanGridProps {
  /** The list's accessible name. */
  label: string;
  /** The room between cards, in theme spacing units. */
  gap: number;
  /** The cards, each a list item. */
  children: ReactNode;
}

/** A list of plan cards: three side by side from a tablet up, one under another on a phone. */
export function PlanGrid({ label, gap, children }: PlanGridProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}
