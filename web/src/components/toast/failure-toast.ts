import { serverMessage } from '../../lib/api-error';
import type { ToastOptions } from './toast-context';

// "Missing Information: Please fill in driver name and email." is a title and a message in one line.
const titled = /^([A-Z][A-Za-z ]{1,30}): (.+)$/;

/**
 * A failed request as the spec's 'Error' toast (business spec §8): the server's message when it gave
 * one, else the fallback; a message of the form "Title: text" is shown as that title and text.
 */
export function failureToast(error: unknown, fallback: string): ToastOptions {
  const text = serverMessage(error, fallback);
  const parts = titled.exec(text);
  return parts
    ? { title: parts[1] ?? 'Error', message: parts[2], severity: 'error' }
    : { title: 'Error', message: text, severity: 'error' };
}

/** A message of the form "Title: text" (the spec's 'Missing Information: …') as a toast of that title. */
export function titledToast(text: string, severity: ToastOptions['severity']): ToastOptions {
  const parts = titled.exec(text);
  return parts ? { title: parts[1] ?? text, message: parts[2], severity } : { title: text, severity };
}
