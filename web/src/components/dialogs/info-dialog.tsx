import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

interface InfoDialogProps {
  title: ReactNode;
  /** Buttons beside Close (an action the reader may take next). */
  actions?: ReactNode;
  maxWidth?: 'sm' | 'md';
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog to read (details, a history): its title, content a keyboard can scroll, and Close, with
 * narrow margins below 600 px so a phone keeps the text wide.
 */
export function InfoDialog({ title, actions, maxWidth = 'sm', onClose, children }: InfoDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={maxWidth}
      fullWidth
      aria-labelledby={titleId}
      sx={{
        '& .MuiDialog-paper': { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } },
      }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        {title}
      </DialogTitle>
      {/* Focusable, so a keyboard can scroll a long content. */}
      <DialogContent tabIndex={0} role="region" aria-labelledby={titleId}>
        <Box sx={{ display: 'grid', gap: 2.5 }}>{children}</Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        {actions}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
