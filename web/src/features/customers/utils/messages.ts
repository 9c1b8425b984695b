import { customerMessages } from '@pickup/contracts/constants';
import type { ToastOptions } from '../../../components/toast/toast-context';

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

export const messageSentToast: ToastOptions = { title: 'Message Sent', severity: 'success' };

export const messageFailedToast: ToastOptions = {
  title: 'Error',
  message: 'Failed to send message. Please try again.',
  severity: 'error',
};

export const notSignedUpHint = 'Not signed up yet: messages need a customer account';

/** The spec's words for a file that is not a CSV (business spec §5, contact import). */
export const notCsvMessage = 'Invalid file: Please select a CSV file';
