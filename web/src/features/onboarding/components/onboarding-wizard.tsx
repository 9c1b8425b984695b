import Card from '@mui/material/Card';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/feedback/loading-state';
import { StepProgress } from '../../../components/progress/step-progress';
import { stepAfterPayments, wizardSteps, type WizardBusiness, type WizardStep } from '../utils/wizard';
import { CompleteStep } from './complete-step';
import { DomainStep } from './domain-step';
import { PaymentsStep } from './payments-step';
import { StatusStep } from './status-step';

export const stepQueryKey = 'step';

// The first step's forms, their checks and inputs load only for a business not created yet: an owner
// coming back to a later step never downloads them.
const RegisterStep = lazy(() => import('./account-step').then((m) => ({ default: m.RegisterStep })));
const CreateBusinessStep = lazy(() =>
  import('./account-step').then((m) => ({ default: m.CreateBusinessStep })),
);

interface OnboardingWizardProps {
  /** Where it starts: step 1, or where a business's set-up stopped. */
  start: { step: WizardStep; business: WizardBusiness | null };
  /** Step 1 asks for the owner's account too (a visitor), or the business alone (a signed-in owner). */
  withOwnerAccount: boolean;
}

/**
 * The five steps of a new business (business spec §2.3, §4): account, payments, Stripe's check, the
 * custom domain's DNS (only with one), complete. The step is kept in the address, so a reload
 * resumes there as far as the business's state allows.
 */
export function OnboardingWizard({ start, withOwnerAccount }: OnboardingWizardProps) {
  const [step, setStep] = useState<WizardStep>(start.step);
  const [business, setBusiness] = useState<WizardBusiness | null>(start.business);
  const [, setSearch] = useSearchParams();

  const go = (next: WizardStep) => {
    setStep(next);
    setSearch(
      (current) => {
        const search = new URLSearchParams(current);
        search.set(stepQueryKey, String(next));
        return search;
      },
      { replace: true },
    );
  };

  const created = (registered: WizardBusiness) => {
    setBusiness(registered);
    go(2);
  };

  return (
    <>
      <StepProgress steps={wizardSteps} current={step} />
      <Card variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 720, mx: 'auto', borderRadius: 3 }}>
        {step === 1 || !business ? (
          <Suspense fallback={<LoadingState label="Loading the form" />}>
            {withOwnerAccount ? (
              <RegisterStep onCreated={created} />
            ) : (
              <CreateBusinessStep onCreated={created} />
            )}
          </Suspense>
        ) : step === 2 ? (
          <PaymentsStep onboardingUrl={business.onboardingUrl} onOpened={() => go(3)} />
        ) : step === 3 ? (
          <StatusStep tenantId={business.tenantId} onSubmitted={() => go(stepAfterPayments(business))} />
        ) : step === 4 ? (
          <DomainStep onDone={() => go(5)} />
        ) : (
          <CompleteStep />
        )}
      </Card>
    </>
  );
}
