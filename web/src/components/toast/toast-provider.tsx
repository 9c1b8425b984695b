import Box from '@mui/material/Box';
import { ui } from '@pickup/contracts/constants';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type Toaster } from './toast-context';
import type { ShownToast } from './toast-item';

// The toast's look (MUI's Alert and its transition) is not part of the first load: it is fetched
// right after the app first renders, well before anything can raise a toast.
const loadToastItem = () => import('./toast-item');
const ToastItem = lazy(() => loadToastItem().then((m) => ({ default: m.ToastItem })));

/** Toasts of the whole app: at most `ui.maxToasts` visible, each hidden after `ui.toastDurationMs`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);

  useEffect(() => {
    void loadToastItem();
  }, []);

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
        <Suspense fallback={null}>
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </Suspense>
      </Box>
    </ToastContext.Provider>
  );
}
