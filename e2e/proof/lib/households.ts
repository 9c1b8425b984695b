import { randomBytes } from 'node:crypto';
import type { Business, SystemState } from '../../tests/system/system-stack';
import { signIn, type Session } from './accounts';
import { call, expectCall, type Caller } from './api';
import { mailTo } from './mailbox';

export interface HouseholdDetails {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** A pickup plan of the business (`weekly`, `biweekly`, …). */
  planId: string;
}

export interface SignedUpHousehold {
  session: Session;
  customerId: string;
  password: string;
}

/** The welcome mail's set-your-password link, waiting up to 30 s for the mail. */
async function passwordToken(mailApiUrl: string, email: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    for (const mail of await mailTo(mailApiUrl, [email])) {
      const token = /\/reset-password\?token=([^\s"'<>&]+)/.exec(
        `${mail.text ?? ''}\n${mail.html ?? ''}`,
      )?.[1];
      if (token) return token;
    }
    if (Date.now() > deadline) throw new Error(`no set-your-password mail to ${email} after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface SignUpAnswer {
  paymentId: string;
  clientSecret: string;
  customerId: string;
}

/**
 * The sign-up, tried again while it answers 503 "try again in a moment", as the sign-up page does:
 * on a busy machine a call to identity can outlast its client's timeout while it still runs.
 */
async function signUp(system: SystemState, tenant: Caller, details: HouseholdDetails): Promise<SignUpAnswer> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await call<SignUpAnswer>(
      system.gatewayUrl,
      'post',
      '/api/customer/signup',
      tenant,
      details,
    );
    if (answer.status === 201) return answer.body;
    if (answer.status !== 503 || attempt === 5) {
      throw new Error(`POST /api/customer/signup answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * A household as it really starts: it signs up on the business's page and pays its first pickup
 * (stripe-mock, through the simulated confirmation), sets its password from the welcome mail and
 * signs in. The business must take cards (its owner connected a Stripe account).
 */
export async function signUpHousehold(
  system: SystemState,
  business: Business,
  details: HouseholdDetails,
): Promise<SignedUpHousehold> {
  const tenant = { tenant: business.subdomain };
  const { paymentId, clientSecret, customerId } = await signUp(system, tenant, details);
  await expectCall(200, system.gatewayUrl, 'post', '/api/stripe/simulate/confirm', tenant, {
    paymentId,
    clientSecret,
  });
  const password = `pw-${randomBytes(9).toString('hex')}`;
  await expectCall(
    200,
    system.gatewayUrl,
    'post',
    '/api/auth/reset-password',
    {},
    {
      token: decodeURIComponent(await passwordToken(system.mailApiUrl, details.email)),
      password,
    },
  );
  const session = await signIn(system, business.subdomain, { username: details.email, password });
  return { session, customerId, password };
}
