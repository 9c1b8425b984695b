import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Grow from '@mui/material/Grow';
import { ui } from '@pickup/contracts/constants';
import { useEffect } from 'react';
import type { ToastOptions } from './toast-context';

export interface ShownToast extends ToastOptions {
  id: number;
}

/** One toast: its severity, title and message, hidden after `ui.toastDurationMs`. */
export function ToastItem({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), ui.toastDurationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss]);

  return (
    <Grow in>
      <Alert
        severity={toast.severity ?? 'info'}
        variant="filled"
        onClose={() => onDismiss(toast.id)}
        sx={{ width: '100%', boxShadow: 6, alignItems: 'flex-start' }}
      >
        <AlertTitle sx={{ mb: toast.message ? 0.5 : 0 }}>{toast.title}</AlertTitle>
        {toast.message}
      </Alert>
    </Grow>
  );
}
