import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Grow from '@mui/material/Grow';
import { ui } from '@pickup/contracts/constants';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastOptions, type Toaster } from './toast-context';

interface ShownToast extends ToastOptions {
  id: number;
}

function ToastItem({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: number) => void }) {
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

/** Toasts of the whole app: at most `ui.maxToasts` visible, each hidden after `ui.toastDurationMs`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback(
    (id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)),
    [],
  );

  const toaster = useMemo<Toaster>(
    () => ({
      toast: (options) => {
        const id = nextId.current++;
        setToasts((shown) => [...shown, { ...options, id }].slice(-ui.maxToasts));
      },
      dismissAll: () => setToasts([]),
    }),
    [],
  );

  return (
    <ToastContext.Provider value={toaster}>
      {children}
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
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </Box>
    </ToastContext.Provider>
  );
}
