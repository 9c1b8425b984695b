import { routingMessages } from '@pickup/contracts/constants';
import type { ToastOptions } from '../../../components/toast/toast-context';
import { errorBodyOf, serverMessage } from '../../../lib/api-error';

/** Toasts of the route screens: the spec's words where it gives them (business spec §5, §8). */

// The spec's messages put a title before the text: "Cannot Optimize - Need at least…".
const titled = /^([A-Z][A-Za-z ]{1,30})(?: - |: )(.+)$/;

/** A message the spec writes as "Title - text" as a toast with that title, else an 'Error' toast. */
export function errorToast(text: string): ToastOptions {
  const parts = titled.exec(text);
  return parts
    ? { title: parts[1] ?? 'Error', message: parts[2], severity: 'error' }
    : { title: 'Error', message: text, severity: 'error' };
}

/** A failure as the spec's 'Error' toast: the server's message when it gave one, else the fallback. */
export function failureToast(error: unknown, fallback: string): ToastOptions {
  return errorToast(serverMessage(error, fallback));
}

export const missingInformationToast = errorToast(routingMessages.routeMissingInformation);

export function successToast(title: string, message?: string): ToastOptions {
  return { title, message, severity: 'success' };
}

/** The customers the server named as lacking an address, when it did (400 Missing Addresses). */
function customersWithoutAddress(error: unknown): string[] {
  const body = errorBodyOf(error) as { customers?: unknown } | null;
  if (!body || !Array.isArray(body.customers)) return [];
  return body.customers.flatMap((each: unknown) => {
    const name = (each as { name?: unknown } | null)?.name;
    return typeof name === 'string' && name.trim() ? [name.trim()] : [];
  });
}

/** Optimize's failures as the spec words them, the customers without an address listed by name. */
export function optimizeFailureToast(error: unknown): ToastOptions {
  const text = serverMessage(error, routingMessages.optimizationFailed);
  if (text !== routingMessages.missingAddresses) return errorToast(text);
  const names = customersWithoutAddress(error);
  const toast = errorToast(text);
  return names.length > 0 ? { ...toast, message: `${toast.message ?? ''}: ${names.join(', ')}` } : toast;
}
