import Box from '@mui/material/Box';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { ToastItem, type ShownToast } from './toast-item';
import { useHostAboveModals } from './use-host-above-modals';

interface ToastRegionProps {
  toasts: ShownToast[];
  onDismiss: (id: number) => void;
}

/**
 * The stack of toasts at the bottom of the screen (full width on a phone, bottom right from md), a
 * polite live region that stays announced and above the backdrop while a dialog is open.
 */
export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  const [home, setHome] = useState<HTMLDivElement | null>(null);
  const host = useHostAboveModals(home);

  return (
    <div ref={setHome}>
      {createPortal(
        <Box
          aria-live="polite"
          sx={{
            position: 'fixed',
            zIndex: (theme) => theme.zIndex.snackbar,
            bottom: { xs: 16, md: 24 },
            left: { xs: 16, md: 'auto' },
            right: { xs: 16, md: 24 },
            width: { md: 400 },
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            pointerEvents: toasts.length ? 'auto' : 'none',
          }}
        >
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
          ))}
        </Box>,
        host,
      )}
    </div>
  );
}
