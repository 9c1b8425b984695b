import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import type { Role } from '../helpers';
import { readState, type SystemState } from './system-stack';

export { expect };

export interface Account {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface CapturedMail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string }[];
  date?: string;
}

/** A username and e-mail nobody else uses, so runs and tests never meet in the shared database. */
export function newAccount(prefix: string): Account {
  const suffix = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    username: `${prefix}-${suffix}`,
    email: `${prefix}-${suffix}@example.com`,
    password: `pw-${randomBytes(6).toString('hex')}`,
    firstName: 'Robin',
    lastName: 'Meadows',
  };
}

type Credentials = Pick<Account, 'username' | 'password'>;

interface SystemFixtures {
  system: SystemState;
  /** Registers an account through the gateway (its own cookie jar, not the page's). */
  registerOwner: (account: Account) => Promise<void>;
  /** Creates a customer of the run's business through identity's internal API, as sign-up does. */
  createCustomer: (account: Account) => Promise<void>;
  /**
   * The newest e-mail to the address, arrived after `since`, whose subject holds `subject`, waiting
   * up to 15 s for it. The subject tells it from whatever else the address gets meanwhile (a
   * household with a pickup today is sent its reminder whenever messaging's round comes).
   */
  mailTo: (address: string, since: number, subject: string) => Promise<CapturedMail>;
  /**
   * Opens the page's context signed in as a user of the role: the refresh cookie of a real sign-in,
   * and the session stored where the web app keeps it before the page's scripts run.
   */
  signInAs: (role: Role) => Promise<void>;
}

/** A signed-in session: the refresh cookie, and what the web app keeps in local storage. */
interface RoleSession {
  cookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];
  token: string;
  user: string;
  signedInAt: number;
}

interface WorkerFixtures {
  /**
   * The session of a user of the role (an owner, a customer, the run's platform admin), signed in
   * once per worker: identity answers repeated sign-ins from one address with 429. Renewed well
   * before the access token's 15 minutes are up, so no page ever refreshes (and so rotates) it.
   */
  roleSession: (role: Role) => Promise<RoleSession>;
}

const sessionRenewalMs = 10 * 60_000;

async function expectStatus(response: Awaited<ReturnType<APIRequestContext['post']>>, status: number) {
  if (response.status() !== status) {
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  }
}

async function registerOwnerAt(gateway: APIRequestContext, account: Account): Promise<void> {
  const response = await gateway.post('/api/auth/register', { data: { ...account, role: 'owner' } });
  await expectStatus(response, 201);
}

/** A login of a business, made through identity's internal API as onboarding and sign-up make them. */
export async function createUserAt(
  identity: APIRequestContext,
  system: SystemState,
  role: 'owner' | 'customer',
  account: Account,
  tenantId = system.business.tenantId,
) {
  const response = await identity.post(role === 'owner' ? '/internal/owners' : '/internal/customers', {
    headers: { 'x-internal-secret': system.internalSecret },
    data: { ...account, tenantId },
  });
  await expectStatus(response, 201);
}

export const test = base.extend<SystemFixtures, WorkerFixtures>({
  roleSession: [
    async ({ playwright }, use) => {
      const system = readState();
      const identity = await playwright.request.newContext({ baseURL: system.identityUrl });
      const owner = newAccount('owner');
      const customer = newAccount('customer');
      await createUserAt(identity, system, 'owner', owner);
      await createUserAt(identity, system, 'customer', customer);
      await identity.dispose();
      const accounts: Record<Role, Credentials> = { owner, customer, 'platform-admin': system.platformAdmin };

      const sessions = new Map<Role, RoleSession>();
      await use(async (role) => {
        const kept = sessions.get(role);
        if (kept && Date.now() - kept.signedInAt < sessionRenewalMs) return kept;
        const web = await playwright.request.newContext({ baseURL: system.baseURL });
        const response = await web.post('/api/auth/login', { data: accounts[role] });
        await expectStatus(response, 200);
        const { token, user } = (await response.json()) as { token: string; user: unknown };
        const session = {
          cookies: (await web.storageState()).cookies,
          token,
          user: JSON.stringify(user),
          signedInAt: Date.now(),
        };
        await web.dispose();
        sessions.set(role, session);
        return session;
      });
    },
    { scope: 'worker' },
  ],
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  system: async ({}, use) => {
    await use(readState());
  },
  // The web app of this run (its port is chosen when the system starts).
  baseURL: async ({ system }, use) => {
    await use(system.baseURL);
  },
  registerOwner: async ({ playwright, system }, use) => {
    const api = await playwright.request.newContext({ baseURL: system.gatewayUrl });
    await use((account) => registerOwnerAt(api, account));
    await api.dispose();
  },
  createCustomer: async ({ playwright, system }, use) => {
    const api = await playwright.request.newContext({ baseURL: system.identityUrl });
    await use((account) => createUserAt(api, system, 'customer', account));
    await api.dispose();
  },
  signInAs: async ({ page, roleSession }, use) => {
    await use(async (role) => {
      const { cookies, token, user } = await roleSession(role);
      await page.context().addCookies(cookies);
      await page.addInitScript(
        ([storedToken, storedUser]) => {
          localStorage.setItem('auth_token', storedToken);
          localStorage.setItem('auth_user', storedUser);
        },
        [token, user] as const,
      );
    });
  },
  mailTo: async ({ playwright, system }, use) => {
    const api = await playwright.request.newContext({ baseURL: system.mailApiUrl });
    await use(async (address, since, subject) => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const response = await api.get('/email');
        const mails = response.ok() ? ((await response.json()) as CapturedMail[]) : [];
        const mine = mails
          .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
          .filter((mail) => !mail.date || Date.parse(mail.date) >= since - 1000)
          .filter((mail) => mail.subject.includes(subject))
          .sort((a, b) => Date.parse(b.date ?? '0') - Date.parse(a.date ?? '0'));
        if (mine[0]) return mine[0];
        if (Date.now() > deadline) throw new Error(`no e-mail to ${address} about "${subject}" arrived`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    });
    await api.dispose();
  },
});

/** The first link in an e-mail to the given page of the web app (e.g. /magic-login). */
export function linkIn(mail: CapturedMail, pathname: string): string {
  const body = `${mail.text ?? ''}\n${mail.html ?? ''}`;
  const pattern = new RegExp(`https?://[^\\s"'<>]+${pathname.replace('/', '\\/')}\\?token=[^\\s"'<>&]+`);
  const link = pattern.exec(body)?.[0];
  if (!link) throw new Error(`no ${pathname} link in the e-mail "${mail.subject}"`);
  return link;
}

export async function signInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The session the web app stored (auth_token and auth_user in localStorage). */
export async function storedSession(page: Page): Promise<{ token: string | null; role: string | null }> {
  return page.evaluate(() => {
    const user = localStorage.getItem('auth_user');
    return {
      token: localStorage.getItem('auth_token'),
      role: user ? ((JSON.parse(user) as { role?: string }).role ?? null) : null,
    };
  });
}

/** The run's business keeps the default time zone: its "today" is New York's. */
export const businessTimeZone = 'America/New_York';

/**
 * A browser far from the business (18 hours ahead of New York), so the day differs from the
 * business's for most of the day: screens must speak of the business's days, not the browser's.
 */
export const farAwayBrowserZone = 'Pacific/Auckland';

/** Today in the business's time zone, as the route and weight APIs speak of days. */
export function todayInBusiness(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: businessTimeZone }).format(new Date());
}

export interface ListedCustomer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The business's customer with this e-mail, once the customer service has heard of them. */
export async function customerByEmail(owner: APIRequestContext, email: string): Promise<ListedCustomer> {
  let found: ListedCustomer | undefined;
  await expect
    .poll(
      async () => {
        const response = await owner.get(`/api/customers?status=all&search=${encodeURIComponent(email)}`);
        const body = (await response.json()) as { customers: ListedCustomer[] };
        found = body.customers.find((customer) => customer.email === email);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no customer ${email}`);
  return found;
}
