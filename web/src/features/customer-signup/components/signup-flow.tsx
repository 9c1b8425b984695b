import Card from '@mui/material/Card';
import type { CustomerPlanInterval } from '@pickup/contracts/constants';
import type { CustomerSignupResult, PublicBusiness } from '@pickup/contracts/schemas';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingState } from '../../../components/feedback/loading-state';
import { serverFieldErrors } from '../../../components/form/field-errors';
import { StepProgress } from '../../../components/progress/step-progress';
import { useToast } from '../../../components/toast/toast-context';
import { hrefFor } from '../../../config/paths';
import { useCustomerSignupMutation } from '../api/signup-api';
import type { SignupInfo } from '../utils/signup-info-schema';
import {
  emptySignupDraft,
  signupBody,
  signupSteps,
  suggestedPlan,
  type SignupDraft,
  type SignupField,
  type SignupStep,
} from '../utils/signup-request';
import {
  existingAccountOf,
  registrationFailedToast,
  signupUnavailableOf,
  subscriptionStartedTitle,
  type ExistingAccount,
} from '../utils/signup-messages';
import type { RefusedDetails } from './info-step';
import { PlanStep } from './plan-step';

// Each step's heavy parts load when it opens: step 1's form with zod and the contract's schemas,
// step 3's card payment, the dialog only when an e-mail is already a customer.
const InfoStep = lazy(() => import('./info-step').then((m) => ({ default: m.InfoStep })));
const PaymentStep = lazy(() => import('./payment-step').then((m) => ({ default: m.PaymentStep })));
const ExistingAccountDialog = lazy(() =>
  import('./existing-account-dialog').then((m) => ({ default: m.ExistingAccountDialog })),
);

const fields = Object.keys(emptySignupDraft) as SignupField[];

interface SignupFlowProps {
  business: PublicBusiness;
  slug: string;
}

/**
 * The three steps (customer spec §2, §4): the household's details; a plan, whose choice creates the
 * account and the subscription; the first month's payment, after which the welcome page. What was
 * typed survives going back from step 2 to step 1.
 */
export function SignupFlow({ business, slug }: SignupFlowProps) {
  const [step, setStep] = useState<SignupStep>(1);
  const [draft, setDraft] = useState<SignupDraft>(emptySignupDraft);
  const [info, setInfo] = useState<SignupInfo | null>(null);
  const [refusedDetails, setRefusedDetails] = useState<RefusedDetails | null>(null);
  const [planId, setPlanId] = useState<CustomerPlanInterval | null>(() => suggestedPlan(business.plans));
  const [created, setCreated] = useState<CustomerSignupResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [existing, setExisting] = useState<ExistingAccount | null>(null);
  const [existingOpen, setExistingOpen] = useState(false);
  const [signup, { isLoading }] = useCustomerSignupMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const welcome = hrefFor('customerWelcome', slug);

  const toPlans = (details: SignupInfo, typed: SignupDraft) => {
    setInfo(details);
    setDraft(typed);
    setStep(2);
  };

  const createAccount = async () => {
    if (!info || !planId) return;
    setRefusal(null);
    const result = await signup({ slug, body: signupBody(info, business, planId) });
    if (!result.error) {
      setCreated(result.data);
      setStep(3);
      return;
    }
    const account = existingAccountOf(result.error);
    if (account) {
      setExisting(account);
      setExistingOpen(true);
      return;
    }
    const refused = signupUnavailableOf(result.error);
    if (refused) {
      setRefusal(refused);
      return;
    }
    toast({ ...registrationFailedToast, severity: 'error' });
    // The server's messages about particular fields show under them, on the step that has them.
    const errors = serverFieldErrors(result.error, fields);
    if (Object.keys(errors).length > 0) {
      setRefusedDetails({ values: draft, errors });
      setStep(1);
    }
  };

  const paid = useCallback(() => {
    toast({ title: subscriptionStartedTitle, severity: 'success' });
    void navigate(welcome, { replace: true });
  }, [toast, navigate, welcome]);

  const plan = business.plans.find((each) => each.id === planId);

  return (
    <>
      <StepProgress steps={signupSteps} current={step} />
      <Card variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Suspense fallback={<LoadingState label="Loading the next step" />}>
          {step === 1 && <InfoStep draft={draft} refused={refusedDetails} onDone={toPlans} />}
          {step === 2 && (
            <PlanStep
              businessName={business.businessName}
              plans={business.plans}
              chosen={planId}
              onChoose={setPlanId}
              isCreating={isLoading}
              refusal={refusal}
              onBack={() => {
                setRefusal(null);
                setStep(1);
              }}
              onContinue={() => void createAccount()}
            />
          )}
          {step === 3 && created && (
            <PaymentStep
              planName={plan?.name ?? ''}
              amount={created.amount}
              email={info?.email ?? ''}
              confirmation={created}
              returnPath={welcome}
              onPaid={paid}
            />
          )}
        </Suspense>
      </Card>
      {existing && (
        <Suspense fallback={null}>
          <ExistingAccountDialog
            open={existingOpen}
            account={existing}
            fallbackLoginPath={hrefFor('login', slug)}
            onClose={() => setExistingOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
