import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

export interface RowActionProps {
  label: string;
  /** The id of the row's name, which the button is read with ("Edit Entry, Robin Lee"). */
  nameId: string;
  icon: ReactNode;
  danger?: boolean;
  onClick: () => void;
}

/** One action of a list row: a small text button, read together with the row's name. */
export function RowAction({ label, nameId, icon, danger = false, onClick }: RowActionProps) {
  return (
    <Button
      size="small"
      color={danger ? 'error' : 'primary'}
      startIcon={icon}
      aria-describedby={nameId}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/**
 * A row's actions: two to a line on a phone, in a line from a tablet up, at the row's end from a
 * desktop up; the first button's edge lines up with the row's text.
 */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: { xs: 'grid', sm: 'flex' },
        gridTemplateColumns: 'repeat(2, max-content)',
        justifyItems: 'start',
        flexWrap: 'wrap',
        columnGap: { xs: 2, sm: 0.5 },
        justifyContent: { sm: 'flex-start', md: 'flex-end' },
        ml: { xs: '-5px', md: 0 },
      }}
    >
      {children}
    </Box>
  );
}

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
