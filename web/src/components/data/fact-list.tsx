import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/**
 * Labelled facts of one thing (an entry's weight, its day, its status) as a description list: two
 * columns of label and value from 600 px, the label above its value on a phone.
 */
export function FactList({ facts, label }: { facts: readonly Fact[]; label?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        alignItems: 'baseline',
        '& dt': { color: 'text.secondary', fontSize: 14, fontWeight: 600, mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <dt>{fact.label}</dt>
          <dd data-fact={fact.label}>{fact.value}</dd>
        </Box>
      ))}
    </Box>
  );
}
