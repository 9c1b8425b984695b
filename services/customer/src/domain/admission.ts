import { billingMessages, type CustomerStatus, customerMessages, unlimited } from '@pickup/contracts';
import { AppError, forbidden } from '@pickup/kit';
import type { Clientele, CustomerAllowance } from './model';

/**
 * The customers that count toward the plan's limit and the milestones: neither archived nor
 * signed up and not yet paid (pending).
 */
export const countedStatuses: readonly CustomerStatus[] = ['active', 'paused', 'inactive'];

export const countedCustomers = (clientele: Clientele, tenantId: string) =>
  clientele.customers.count(tenantId, countedStatuses);

/** What adding customers needs to know of the business, read once for a whole batch. */
export interface Headcount {
  allowance: CustomerAllowance;
  /** Customers that count now; a batch moves it on as it adds them. */
  counted: number;
  milestoneInterval: number;
}

export async function headcountOf(clientele: Clientele, tenantId: string): Promise<Headcount> {
  const [allowance, counted, milestoneInterval] = await Promise.all([
    clientele.businesses.allowance(tenantId),
    countedCustomers(clientele, tenantId),
    clientele.businesses.milestoneInterval(tenantId),
  ]);
  return { allowance, counted, milestoneInterval };
}

const atLimit = ({ allowance, counted }: Pick<Headcount, 'allowance' | 'counted'>) =>
  allowance.customerLimit !== unlimited && counted >= allowance.customerLimit;

/** 402 once the trial ended without a plan: the business may add no customer at all. */
export function admitAdditions({ allowance }: Headcount): void {
  if (!allowance.canCreate) throw new AppError('PAYMENT_REQUIRED', billingMessages.choosePlan);
}

/** The owner may add one more customer: 402 once the trial ended without a plan, 403 at the plan's limit. */
export function admitOneMore(headcount: Headcount): void {
  admitAdditions(headcount);
  if (atLimit(headcount)) throw forbidden(customerMessages.planLimitReached);
}

/** A household may sign up while the business may add customers; otherwise they are asked to call it. */
export async function admitSignup(clientele: Clientele, tenantId: string): Promise<void> {
  const [allowance, counted] = await Promise.all([
    clientele.businesses.allowance(tenantId),
    countedCustomers(clientele, tenantId),
  ]);
  if (!allowance.canCreate || atLimit({ allowance, counted })) {
    throw forbidden(customerMessages.signupUnavailable);
  }
}

/** A count the business celebrates: a multiple of its milestone interval. */
export const isMilestone = (customerCount: number, interval: number) =>
  customerCount > 0 && interval > 0 && customerCount % interval === 0;
