import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface ListRowProps {
  /** The columns after the row's main one from a desktop up ("auto", "220px auto"). */
  columns: string;
  /** Marks the row for tests and styles (`{ 'data-ticket': id }`). */
  data: Record<`data-${string}`, string>;
  children: ReactNode;
}

/** One row of a list: its parts stacked on a phone, side by side from a desktop up. */
export function ListRow({ columns, data, children }: ListRowProps) {
  return (
    <Box
      component="li"
      {...data}
      sx={{
        px: { xs: 2, sm: 3 },
        py: 2,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `minmax(0, 1fr) ${columns}` },
        alignItems: 'center',
      }}
    >
      {children}
    </Box>
  );
}
