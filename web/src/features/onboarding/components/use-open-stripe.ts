import { useToast } from '../../../components/toast/toast-context';
import { serverMessage } from '../../../lib/api-error';
import { useOnboardingLinkMutation } from '../api/onboarding-api';

export const stripeSetupFailed = 'Failed to setup Stripe Connect. Please try again.';

/**
 * Opens Stripe's onboarding form in a new window: the link registration gave, or a fresh one. Returns
 * whether it opened; a failure is the spec's Error toast.
 */
export function useOpenStripe(knownUrl: string | null) {
  const [requestLink, { isLoading }] = useOnboardingLinkMutation();
  const { toast } = useToast();
  const open = async (fresh: boolean): Promise<boolean> => {
    let url = fresh ? null : knownUrl;
    if (!url) {
      const result = await requestLink(undefined);
      if (result.error) {
        toast({ title: 'Error', message: serverMessage(result.error, stripeSetupFailed), severity: 'error' });
        return false;
      }
      url = result.data;
    }
    window.open(url, '_blank', 'noopener');
    return true;
  };
  return { open, isLoading };
}
