import type { TenantInfo } from '@pickup/contracts/schemas';

/** The wizard's five steps (business spec §2.3); the fourth is only for a business with its own domain. */
export const wizardSteps = ['Your business', 'Payments', 'Stripe check', 'Your domain', 'Complete'] as const;

export type WizardStep = 1 | 2 | 3 | 4 | 5;

/** What the steps after the first need to know about the business. */
export interface WizardBusiness {
  tenantId: string;
  customDomain: string | null;
  /** Stripe's onboarding link from registration; later steps ask for a fresh one without it. */
  onboardingUrl: string | null;
}

/**
 * The step an owner comes back to (a reload, or a later visit), from the business as the server
 * knows it. While payments are not connected that is the payment step, or the status check when the
 * address says Stripe's form was already opened (`asked`); once connected, the domain step while a
 * custom domain is not verified, else the last.
 */
export function resumeStep(info: TenantInfo, asked: number | null): WizardStep {
  if (info.onboardingCompleted) return 5;
  if (!info.stripeOnboarded) return asked === 3 ? 3 : 2;
  if (info.customDomain && !info.customDomainVerified && asked !== 5) return 4;
  return 5;
}

/** After Stripe has the business's details: the domain's DNS step, or straight to the end without one. */
export function stepAfterPayments(business: WizardBusiness): WizardStep {
  return business.customDomain ? 4 : 5;
}

/** The friendly panel's facts when registration met an existing account (409), else null. */
export interface ExistingAccount {
  businessName: string | null;
  loginUrl: string | null;
}

const existingAccountWords = /already exists|existing account/i;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * A registration refused because the e-mail has an account: a 409 of type existing_account, or an
 * answer whose message says "already exists" or "existing account" (business spec §8).
 */
export function existingAccountOf(error: unknown): ExistingAccount | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, data } = error as { status?: unknown; data?: unknown };
  const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const message = `${text(body.error) ?? ''} ${text(body.message) ?? ''}`;
  const existing = (status === 409 && body.type === 'existing_account') || existingAccountWords.test(message);
  if (!existing) return null;
  return { businessName: text(body.businessName), loginUrl: text(body.loginUrl) };
}

/** The host a business's subdomain sits under, as this page was reached (www. and admin. left out). */
export function platformHost(host: string): string {
  return host.replace(/^(www|admin)\./, '');
}
