import { useState } from 'react';
import { isApiError, serverMessage } from '../../../lib/api-error';
import { useVerifyDomainMutation } from '../api/onboarding-api';

export const domainVerifyFailed = 'The domain could not be checked. Please try again.';

export interface VerifyResult {
  severity: 'success' | 'info' | 'error';
  text: string;
}

/**
 * Verify now: looks the TXT record up and says what was found, never holding the owner back. Not
 * found yet (409) is information, not a failure: DNS takes its time.
 */
export function useVerifyDomain() {
  const [verify, { isLoading }] = useVerifyDomainMutation();
  const [result, setResult] = useState<VerifyResult | null>(null);
  const verifyNow = async () => {
    setResult(null);
    const answer = await verify(undefined);
    if (!answer.error) {
      setResult({ severity: 'success', text: `${answer.data.customDomain ?? 'Your domain'} is verified.` });
    } else {
      const notYet = isApiError(answer.error) && answer.error.status === 409;
      setResult({
        severity: notYet ? 'info' : 'error',
        text: serverMessage(answer.error, domainVerifyFailed),
      });
    }
  };
  return { verifyNow, isLoading, result };
}
