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
