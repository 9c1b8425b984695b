import type { TenantInfo } from '@pickup/contracts/schemas';
import { existingAccountOf, platformHost, resumeStep } from './wizard';

const info: TenantInfo = {
  id: '64b0c0ffee000000000000aa',
  businessName: 'Green Loop',
  subdomain: 'green-loop',
  customDomain: null,
  customDomainVerified: false,
  subdomainUrl: 'https://green-loop.pickup.app',
  customDomainUrl: null,
  subscriptionTier: 'trial',
  subscriptionStatus: 'trial',
  stripeOnboarded: false,
  onboardingCompleted: false,
  isActive: true,
  createdAt: '2026-11-23T10:00:00.000Z',
};

describe('resumeStep', () => {
  it.each<[string, Partial<TenantInfo>, number | null, number]>([
    ['payments not connected', {}, null, 2],
    ["Stripe's form already opened", {}, 3, 3],
    ['an address asking past the payments', {}, 5, 2],
    ['payments connected, no domain', { stripeOnboarded: true }, null, 5],
    [
      'payments connected, domain unverified',
      { stripeOnboarded: true, customDomain: 'pickup.greenloop.com' },
      null,
      4,
    ],
    ['DNS records confirmed added', { stripeOnboarded: true, customDomain: 'pickup.greenloop.com' }, 5, 5],
    [
      'domain verified',
      { stripeOnboarded: true, customDomain: 'pickup.greenloop.com', customDomainVerified: true },
      null,
      5,
    ],
    ['set-up complete', { onboardingCompleted: true }, 2, 5],
  ])('%s resumes at step %#', (_case, fields, asked, expected) => {
    expect(resumeStep({ ...info, ...fields }, asked)).toBe(expected);
  });
});

describe('existingAccountOf', () => {
  it('reads the 409 of an existing account', () => {
    expect(
      existingAccountOf({
        status: 409,
        data: {
          error: 'An account with this email already exists',
          code: 'CONFLICT',
          type: 'existing_account',
          businessName: 'Green Loop',
          loginUrl: 'https://green-loop.pickup.app/login',
          message: 'An account with this email already exists',
          suggestion: 'Sign in',
        },
      }),
    ).toEqual({ businessName: 'Green Loop', loginUrl: 'https://green-loop.pickup.app/login' });
  });

  it('reads a message that says the account exists', () => {
    expect(
      existingAccountOf({ status: 400, data: { error: 'User already exists', code: 'CONFLICT' } }),
    ).toEqual({
      businessName: null,
      loginUrl: null,
    });
    expect(existingAccountOf({ status: 409, data: { message: 'Use your existing account' } })).not.toBeNull();
  });

  it('leaves other refusals alone, a taken subdomain among them', () => {
    expect(
      existingAccountOf({
        status: 409,
        data: { error: 'This subdomain is already taken', code: 'CONFLICT' },
      }),
    ).toBeNull();
    expect(existingAccountOf({ status: 500, data: null })).toBeNull();
  });
});

describe('platformHost', () => {
  it('drops www. and admin.', () => {
    expect(platformHost('www.pickup.app')).toBe('pickup.app');
    expect(platformHost('pickup.app')).toBe('pickup.app');
  });
});
