import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useTenantInfoQuery } from '../api/onboarding-api';
import { resumeStep } from '../utils/wizard';
import { OnboardingWizard, stepQueryKey } from './onboarding-wizard';

/** The wizard of an owner whose business exists, started where its set-up stopped. */
export function ResumedWizard() {
  const info = useTenantInfoQuery(undefined);
  const [search] = useSearchParams();
  // Read once: the wizard keeps its own step from here, whatever the info says after a change.
  const [asked] = useState(() => Number(search.get(stepQueryKey)) || null);

  if (info.isLoading) return <LoadingState label="Loading your business" />;
  if (!info.data) {
    return <ErrorState title="Your business could not load" onRetry={() => void info.refetch()} />;
  }
  const { id, customDomain } = info.data;
  return (
    <OnboardingWizard
      withOwnerAccount={false}
      start={{
        step: resumeStep(info.data, asked),
        business: { tenantId: id, customDomain, onboardingUrl: null },
      }}
    />
  );
}
