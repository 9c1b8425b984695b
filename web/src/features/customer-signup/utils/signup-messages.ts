import { customerMessages } from '@pickup/contracts/constants';
import { isApiError, serverMessage } from '../../../lib/api-error';

/** The sign-up's words (customer spec §8). */
export const existingAccountTitle = 'Account Already Exists';
export const goToMyAccountLabel = 'Go to My Account';
export const subscriptionStartedTitle = 'Subscription Started!';

// The spec writes the failure as "Title: message"; a toast shows the two apart.
const [failedTitle = '', ...failedText] = customerMessages.registrationFailed.split(': ');
export const registrationFailedToast = { title: failedTitle, message: failedText.join(': ') };

/** What the Account Already Exists dialog shows, from the 409's body. */
export interface ExistingAccount {
  error: string;
  suggestion: string;
  /** Where the household signs in; null when the answer named none. */
  loginUrl: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A sign-up refused because the e-mail is already a customer of this business (409), else null. */
export function existingAccountOf(error: unknown): ExistingAccount | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body =
    typeof error.data === 'object' && error.data !== null ? (error.data as Record<string, unknown>) : {};
  return {
    error: text(body.error) ?? customerMessages.existingAccount,
    suggestion: text(body.suggestion) ?? customerMessages.existingAccountSuggestion,
    loginUrl: text(body.loginUrl),
  };
}

/** A business that takes no sign-ups online (403): the server's words, else the contract's. */
export function signupUnavailableOf(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 403) return null;
  return serverMessage(error, customerMessages.signupUnavailable);
}
