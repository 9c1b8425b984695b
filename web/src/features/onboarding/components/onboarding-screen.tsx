import { useState } from 'react';
import { PageHeader } from '../../../components/page/page-header';
import { useSession } from '../../../lib/session';
import { OnboardingWizard } from './onboarding-wizard';
import { ResumedWizard } from './resumed-wizard';

export const onboardingHeading = 'Start your pickup business';

type Start = 'visitor' | 'owner-without-business' | 'owner-with-business';

/**
 * /signup and /tenant-onboarding: a new business's set-up. A visitor starts with the business and
 * their account; an owner without a business with the business alone; an owner whose set-up stopped
 * comes back to where it stopped.
 */
export function OnboardingScreen() {
  const user = useSession().user;
  // Decided once: signing in at step 1 must not swap the wizard that is running.
  const [start] = useState<Start>(() =>
    user?.role !== 'owner' ? 'visitor' : user.tenantId ? 'owner-with-business' : 'owner-without-business',
  );
  return (
    <>
      <PageHeader
        title={onboardingHeading}
        description="Your business, card payments and your own domain: a few minutes, and your customers can sign up."
      />
      {start === 'owner-with-business' ? (
        <ResumedWizard />
      ) : (
        <OnboardingWizard start={{ step: 1, business: null }} withOwnerAccount={start === 'visitor'} />
      )}
    </>
  );
}
