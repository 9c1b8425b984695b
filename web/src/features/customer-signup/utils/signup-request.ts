import type { CustomerPlanInterval } from '@pickup/contracts/constants';
import type { CustomerSignupBody, PublicBusiness, ServicePlan } from '@pickup/contracts/schemas';
import type { SignupInfo } from './signup-info-schema';

/** The three steps of a household's sign-up (customer spec §2). */
export const signupSteps = ['Your details', 'Choose plan', 'Payment'] as const;
export type SignupStep = 1 | 2 | 3;

export type SignupField = keyof SignupInfo;

/** What step 1 holds: each field as typed. */
export type SignupDraft = Record<SignupField, string>;

export const emptySignupDraft: SignupDraft = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  pickupInstructions: '',
};

/** The fields without which Choose plan stays disabled (customer spec §5). */
const neededToChoosePlan: readonly SignupField[] = ['firstName', 'lastName', 'email', 'address'];

export function canChoosePlan(valueOf: (name: SignupField) => string): boolean {
  return neededToChoosePlan.every((name) => valueOf(name).trim() !== '');
}

/** The plan chosen when step 2 opens: the business's most popular one, else its first. */
export function suggestedPlan(plans: readonly ServicePlan[]): CustomerPlanInterval | null {
  return (plans.find((plan) => plan.popular) ?? plans[0])?.id ?? null;
}

/** What POST /api/customer/signup is sent: the details, the business, and the plan with its price. */
export function signupBody(
  info: SignupInfo,
  business: PublicBusiness,
  planId: CustomerPlanInterval,
): CustomerSignupBody {
  const plan = business.plans.find((each) => each.id === planId);
  return {
    ...info,
    tenantId: business.id,
    planId,
    planAmount: plan?.price,
    planInterval: plan?.interval,
  };
}
