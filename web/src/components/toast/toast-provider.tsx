import { ui } from '@pickup/contracts/constants';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type Toaster } from './toast-context';
import type { ShownToast } from './toast-item';

// The toasts' view (MUI's Alert, its transition, and the region that follows open dialogs) is not
// part of the first load: it is fetched right after the app first renders, well before anything can
// raise a toast.
const loadToastRegion = () => import('./toast-region');
const ToastRegion = lazy(() => loadToastRegion().then((m) => ({ default: m.ToastRegion })));

/** Toasts of the whole app: at most `ui.maxToasts` visible, each hidden after `ui.toastDurationMs`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);

  useEffect(() => {
    void loadToastRegion();
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
      <Suspense fallback={null}>
        <ToastRegion toasts={toasts} onDismiss={dismiss} />
      </Suspense>
    </ToastContext.Provider>
  );
}
