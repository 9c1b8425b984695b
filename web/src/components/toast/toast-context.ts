import { createContext, useContext } from 'react';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface ToastOptions {
  title: string;
  message?: string;
  severity?: ToastSeverity;
}

export interface Toaster {
  /** Shows a toast; beyond the spec's limit of visible toasts, the oldest gives way. */
  toast: (options: ToastOptions) => void;
  dismissAll: () => void;
}

export const ToastContext = createContext<Toaster | null>(null);

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast must be used inside ToastProvider');
  return toaster;
}
