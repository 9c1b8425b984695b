// `make seed` (and `make dev`, once the services are up): the demo business the demo logins sign in
// to, made as a person would make it, through the gateway's public API. Idempotent: a second run
// finds everything in place, changes nothing and says so.
import {
  authResult,
  billingApi,
  businessSettings,
  connectAccountStatus,
  identityApi,
  tenantApi,
  tenantInfo,
  tenantRegistrationResult,
  z,
} from '@pickup/contracts';
import { randomBytes } from 'node:crypto';
import { addDemoHouseholds, settleDemoCustomer } from './demo-customers';
import { addDemoRoutes } from './demo-routes';
import { customerToken } from './demo-customer-login';
import { addDemoMessages } from './demo-messages';
import { addDemoOrders } from './demo-orders';
import { addDemoSubscription } from './demo-subscription';
import { addDemoWeights } from './demo-weights';
import { type Answer, expectAnswer, GatewayClient } from './gateway-client';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  GATEWAY_URL: z.url().default('http://127.0.0.1:8080'),
  WEB_BASE_URL: z.url().default('http://127.0.0.1:5173'),
  PUBLIC_DOMAIN: z.string().default('localhost'),
  /** Identity's demo logins sign in to the business with this subdomain: the seed makes it. */
  DEMO_TENANT_SUBDOMAIN: z.string().trim().toLowerCase().min(3).default('demo'),
  /** Passwords of your choosing; otherwise they are generated and printed once. */
  SEED_OWNER_PASSWORD: z.string().min(6).optional(),
  SEED_CUSTOMER_PASSWORD: z.string().min(6).optional(),
  /** How long to wait for the system to come up (make dev starts the seed with the services). */
  SEED_WAIT_SECONDS: z.coerce.number().int().positive().default(180),
});
type SeedConfig = z.infer<typeof configSchema>;

/** The demo business as it is shown: a compost pickup business with its own colours. */
const business = {
  businessName: 'Green Loop Compost',
  tagline: 'Weekly curbside food-scrap pickup, turned into local compost',
  primaryColor: '#2f6f4e',
  secondaryColor: '#c77d2e',
  // Where its households reach it: the Support Center, the support page and its e-mails show them.
  phone: '(207) 555-0150',
  email: 'hello@greenloop.example.com',
  website: 'https://greenloop.example.com',
} as const;

const owner = { firstName: 'Morgan', lastName: 'Reyes', local: 'owner' };
const customer = { firstName: 'Casey', lastName: 'Fields', local: 'customer' };

const print = (line = '') => process.stdout.write(`${line}\n`);
const newPassword = () => randomBytes(12).toString('base64url');

interface Seeded {
  /** What this run made or changed, in words. */
  changes: string[];
  ownerPassword: string | null;
  customerPassword: string | null;
}

/** The business and its owner; null when it existed already (the e-mail or the subdomain is taken). */
async function registerBusiness(
  api: GatewayClient,
  slug: string,
  ownerEmail: string,
  password: string,
): Promise<boolean> {
  const answer = await api.call(tenantApi.register, {
    body: {
      subdomain: slug,
      businessName: business.businessName,
      ownerEmail,
      ownerPassword: password,
      ownerFirstName: owner.firstName,
      ownerLastName: owner.lastName,
    },
  });
  if (answer.status === 409) return false;
  expectAnswer(answer, 201, tenantRegistrationResult, 'registering the demo business');
  return true;
}

/**
 * The owner's access token: by password when the seed knows it, else by the demo login (demo
 * mode), which signs in as the business's first owner. Null when neither is possible.
 */
async function ownerToken(
  api: GatewayClient,
  slug: string,
  email: string,
  password: string | null,
): Promise<string | null> {
  if (password) {
    const login = await api.call(identityApi.login, { business: slug, body: { username: email, password } });
    if (login.status === 200) return authResult.parse(login.body).token;
  }
  // Identity hears of a new business by event: its demo login answers 404 until then.
  const demo = await api.callUntil(
    identityApi.demoLogin,
    { params: { role: 'owner' } },
    (answer) => answer.status === 404,
  );
  return demo.status === 200 ? authResult.parse(demo.body).token : null;
}

/** Payments: the business's Stripe account, onboarded the way the simulated Stripe pages do it. */
async function onboardPayments(api: GatewayClient, token: string): Promise<void> {
  let done = await api.call(billingApi.simulateOnboarding, { token });
  if (done.status === 404) {
    await api.call(billingApi.connectCreateAccount, { token });
    done = await api.call(billingApi.simulateOnboarding, { token });
  }
  expectAnswer(done, 200, connectAccountStatus, 'onboarding payments (simulated)');
}

const info = async (api: GatewayClient, token: string) =>
  expectAnswer(await api.call(tenantApi.info, { token }), 200, tenantInfo, 'reading the business');

/** Everything the owner sets up after registering, each step only when it is not done yet. */
async function completeSetUp(api: GatewayClient, token: string, changes: string[]): Promise<void> {
  if (!(await info(api, token)).stripeOnboarded) {
    await onboardPayments(api, token);
    changes.push('payments connected (simulated Stripe onboarding)');
    // The business hears of it from billing's event.
    await api.callUntil(
      tenantApi.info,
      { token },
      (answer: Answer) => answer.status === 200 && !tenantInfo.parse(answer.body).stripeOnboarded,
    );
  }
  const settings = expectAnswer(
    await api.call(tenantApi.settings, { token }),
    200,
    businessSettings,
    'reading the settings',
  );
  const differs = (Object.keys(business) as (keyof typeof business)[]).some(
    (key) => settings[key] !== business[key],
  );
  if (differs) {
    expectAnswer(
      await api.call(tenantApi.updateInfo, { token, body: business }),
      200,
      businessSettings,
      'saving the branding',
    );
    changes.push('name, tagline, brand colours and contact details');
  }
  if (!(await info(api, token)).onboardingCompleted) {
    expectAnswer(
      await api.call(tenantApi.completeOnboarding, { token }),
      200,
      tenantInfo,
      'completing the set-up',
    );
    changes.push('set-up marked complete');
  }
}

/** The customer signs up on the business's own page; false when they had already. */
async function registerCustomer(api: GatewayClient, slug: string, email: string, password: string) {
  const answer = await api.callUntil(
    identityApi.register,
    {
      business: slug,
      body: {
        username: `${slug}-customer`,
        email,
        password,
        firstName: customer.firstName,
        lastName: customer.lastName,
        role: 'customer',
      },
    },
    // Identity hears of a new business by event: until then the business is not found.
    (pending) => pending.status === 404,
  );
  if (answer.status === 409) return false;
  expectAnswer(answer, 201, authResult, 'registering the demo customer');
  return true;
}

async function seed(config: SeedConfig): Promise<Seeded> {
  const api = new GatewayClient(config.GATEWAY_URL, config.SEED_WAIT_SECONDS * 1000);
  if (!(await api.ready())) {
    throw new Error(`the gateway at ${config.GATEWAY_URL} is not ready: start the system first (make dev)`);
  }
  const slug = config.DEMO_TENANT_SUBDOMAIN;
  const ownerEmail = `${owner.local}@${slug}.pickup.localhost`;
  const customerEmail = `${customer.local}@${slug}.pickup.localhost`;
  const seeded: Seeded = { changes: [], ownerPassword: null, customerPassword: null };

  const ownerPassword = config.SEED_OWNER_PASSWORD ?? newPassword();
  if (await registerBusiness(api, slug, ownerEmail, ownerPassword)) {
    seeded.changes.push(`the business "${business.businessName}" and its owner`);
    seeded.ownerPassword = ownerPassword;
  }
  const known = seeded.ownerPassword ?? config.SEED_OWNER_PASSWORD ?? null;
  const token = await ownerToken(api, slug, ownerEmail, known);
  if (token) await completeSetUp(api, token, seeded.changes);
  else
    print('  The demo business exists; without its owner password or demo mode its set-up is not checked.');

  const customerPassword = config.SEED_CUSTOMER_PASSWORD ?? newPassword();
  if (await registerCustomer(api, slug, customerEmail, customerPassword)) {
    seeded.changes.push('its customer');
    seeded.customerPassword = customerPassword;
  }
  if (token) {
    if (await settleDemoCustomer(api, token, customerEmail)) {
      seeded.changes.push('the customer’s home in Bangor and weekly plan');
    }
    const households = await addDemoHouseholds(api, token, slug);
    if (households > 0) seeded.changes.push(`${households} more households on its customer list`);
    seeded.changes.push(...(await addDemoRoutes(api, token, slug)));
    seeded.changes.push(...(await addDemoWeights(api, token)));
    const customerSession = await customerToken(
      api,
      slug,
      customerEmail,
      seeded.customerPassword ?? config.SEED_CUSTOMER_PASSWORD ?? null,
    );
    seeded.changes.push(...(await addDemoMessages(api, token, slug, customerSession)));
    if (customerSession) {
      seeded.changes.push(...(await addDemoSubscription(api, customerSession)));
      seeded.changes.push(...(await addDemoOrders(api, token, customerSession)));
    }
  }
  return seeded;
}

function report(config: SeedConfig, seeded: Seeded): void {
  const slug = config.DEMO_TENANT_SUBDOMAIN;
  const web = new URL(config.WEB_BASE_URL);
  const byHost = `${web.protocol}//${slug}.${config.PUBLIC_DOMAIN}${web.port ? `:${web.port}` : ''}`;
  const password = (chosen: string | null) =>
    chosen ??
    'as printed when it was made (or reset it from /forgot-password; mail at http://127.0.0.1:1080)';
  print();
  print(
    seeded.changes.length === 0
      ? `  Demo business "${business.businessName}": everything was in place already; nothing changed.`
      : `  Demo business "${business.businessName}": made ${seeded.changes.join(', ')}.`,
  );
  print(`    pages     ${config.WEB_BASE_URL}/${slug}   or   ${byHost}`);
  print(`    owner     ${owner.local}@${slug}.pickup.localhost   password ${password(seeded.ownerPassword)}`);
  print(
    `    customer  ${customer.local}@${slug}.pickup.localhost   password ${password(seeded.customerPassword)}`,
  );
  if (seeded.ownerPassword ?? seeded.customerPassword)
    print('    (new passwords are shown only this once: keep them)');
  print(`    demo      with DEMO_MODE on, the sign-in page's demo buttons sign in as them (no password)`);
  print();
}

async function main(): Promise<void> {
  const parsed = configSchema.safeParse(process.env);
  if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
  const config = parsed.data;
  if (config.NODE_ENV === 'production') {
    throw new Error('The seed makes well-known local accounts: it refuses to run with NODE_ENV=production.');
  }
  report(config, await seed(config));
}

main().catch((error: unknown) => {
  process.stderr.write(`demo seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
