import { customerMessages } from '@pickup/contracts/constants';
import type { ToastOptions } from '../../../components/toast/toast-context';
import { serverMessage } from '../../../lib/api-error';

/** Toasts and words of the customer screens: the spec's where it gives them (business spec §8). */

export function addedToast(autoAssignmentMessage: string | null): ToastOptions {
  return {
    title: customerMessages.added,
    message: autoAssignmentMessage
      ? `${customerMessages.addedText} ${autoAssignmentMessage}`
      : customerMessages.addedText,
    severity: 'success',
  };
}

export function milestoneToast(customerCount: number): ToastOptions {
  return {
    title: customerMessages.milestone,
    message: `You now have ${customerCount.toLocaleString('en-US')} customers!`,
    severity: 'success',
  };
}

// "Missing Information: Please fill in all required fields." is a title and a message in one line.
const titled = /^([A-Z][A-Za-z ]{1,30}): (.+)$/;

/** A failure as the spec's 'Error' toast: the server's message when it gave one, else the fallback. */
export function failureToast(error: unknown, fallback: string): ToastOptions {
  const text = serverMessage(error, fallback);
  const parts = titled.exec(text);
  return parts
    ? { title: parts[1] ?? 'Error', message: parts[2], severity: 'error' }
    : { title: 'Error', message: text, severity: 'error' };
}

export const messageSentToast: ToastOptions = { title: 'Message Sent', severity: 'success' };

export const messageFailedToast: ToastOptions = {
  title: 'Error',
  message: 'Failed to send message. Please try again.',
  severity: 'error',
};

export const notSignedUpHint = 'Not signed up yet: messages need a customer account';

/** The spec's words for a file that is not a CSV (business spec §5, contact import). */
export const notCsvMessage = 'Invalid file: Please select a CSV file';
