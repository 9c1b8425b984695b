import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface InfoRow {
  label: string;
  value: ReactNode;
}

/** Facts as a list of names and values: side by side from 600 px, the value under its name on a phone. */
export function InfoList({ rows }: { rows: readonly InfoRow[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, auto) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
      }}
    >
      {rows.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1.25, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
