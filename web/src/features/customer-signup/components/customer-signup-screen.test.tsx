import { customerMessages, customerPlans } from '@pickup/contracts/constants';
import type { PublicBusiness } from '@pickup/contracts/schemas';
import { json, mockApi } from '../../../../test/api-mock';
import { advance, button, clickNow } from '../../../../test/clicks';
import { fieldErrors, input, toastText } from '../../../../test/form-queries';
import { click, typeInto, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';

const open = screenTests();
afterEach(() => jest.useRealTimers());

const business: PublicBusiness = {
  id: '64b0c0ffee000000000000aa',
  subdomain: 'green-loop',
  businessName: 'Green Loop Compost',
  tagline: 'Weekly food-scrap pickup in Bangor',
  logoUrl: null,
  primaryColor: '#1f6f5c',
  secondaryColor: '#2d4d3c',
  phone: '(207) 555-0142',
  email: 'hello@greenloop.com',
  website: 'greenloop.com',
  timeZone: 'America/New_York',
  plans: [...customerPlans],
};

const details = {
  firstName: 'Olive',
  lastName: 'Green',
  email: 'olive@example.com',
  phone: '(207) 555-0199',
  address: '12 Elm Street',
  city: 'Bangor',
  state: 'ME',
  zipCode: '04401',
  pickupInstructions: 'Bucket by the side gate',
};

const paymentId = '670000000000000000000001';
const created = {
  clientSecret: 'pi_1_secret_abc',
  paymentId,
  intent: 'payment',
  customerId: '680000000000000000000001',
  amount: 15,
};

const publicBusiness = { 'GET /api/public/business/green-loop': json(business) };
const simulated = { 'GET /api/stripe/config': json({ publishableKey: null, simulated: true }) };

const heading = (rendered: RenderedApp) => rendered.container.querySelector('h1')?.textContent ?? null;
const step = (rendered: RenderedApp) =>
  rendered.container.querySelector('[data-step]')?.getAttribute('data-step');
const choosePlan = () => button('Choose plan');
const onInfoStep = () => choosePlan() !== null;
const planRadio = (rendered: RenderedApp, id: string) =>
  rendered.container.querySelector<HTMLInputElement>(`[data-signup-plan="${id}"] input[type="radio"]`);
/** An input of the form, or its text area (pickup instructions). */
const fieldNamed = (rendered: RenderedApp, name: string) =>
  input(rendered, name) ?? rendered.container.querySelector<HTMLTextAreaElement>(`textarea[name="${name}"]`);

async function fill(rendered: RenderedApp, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await typeInto(fieldNamed(rendered, name), value);
}

const dialog = () => document.body.querySelector('[role="dialog"]');

async function toPlanStep(rendered: RenderedApp): Promise<void> {
  await fill(rendered, details);
  await click(choosePlan());
  await waitFor(() => step(rendered) === '2', 'step 2');
}

describe("a household's sign-up", () => {
  it("shows the business's name and the first step's fields, city, state and ZIP marked required", async () => {
    mockApi(publicBusiness);
    const rendered = await open('/green-loop/signup', onInfoStep);
    expect(heading(rendered)).toBe('Sign up with Green Loop Compost');
    expect(step(rendered)).toBe('1');
    for (const name of Object.keys(details)) expect(fieldNamed(rendered, name)).not.toBeNull();
    const required = [...rendered.container.querySelectorAll<HTMLInputElement>('input[required]')].map(
      (each) => each.name,
    );
    expect(required).toEqual(['firstName', 'lastName', 'email', 'address', 'city', 'state', 'zipCode']);
  });

  it('keeps Choose plan disabled until first name, last name, email and address are filled', async () => {
    mockApi(publicBusiness);
    const rendered = await open('/green-loop/signup', onInfoStep);
    expect(choosePlan()?.disabled).toBe(true);
    await fill(rendered, { firstName: 'Olive', lastName: 'Green', email: 'olive@example.com' });
    expect(choosePlan()?.disabled).toBe(true);
    await typeInto(input(rendered, 'address'), '   ');
    expect(choosePlan()?.disabled).toBe(true);
    await typeInto(input(rendered, 'address'), '12 Elm Street');
    expect(choosePlan()?.disabled).toBe(false);
    await typeInto(input(rendered, 'lastName'), '');
    expect(choosePlan()?.disabled).toBe(true);
  });

  it('checks the email and the rest of the address before the plans', async () => {
    mockApi(publicBusiness);
    const rendered = await open('/green-loop/signup', onInfoStep);
    await fill(rendered, {
      firstName: 'Olive',
      lastName: 'Green',
      email: 'olive@',
      address: '12 Elm Street',
    });
    await click(choosePlan());
    expect(step(rendered)).toBe('1');
    expect(fieldErrors(rendered)).toEqual([
      'Enter a valid email address',
      'Enter your city',
      'Enter your state',
      'Enter your ZIP code',
    ]);
  });

  it("shows the business's plans with their prices, and Back keeps what was typed", async () => {
    mockApi(publicBusiness);
    const rendered = await open('/green-loop/signup', onInfoStep);
    await toPlanStep(rendered);
    const plans = [...rendered.container.querySelectorAll('[data-signup-plan]')].map(
      (plan) => plan.textContent,
    );
    expect(plans).toEqual([
      expect.stringMatching(/^WeeklyMost Popular\$25\.00 \/ monthPickup every week/),
      expect.stringMatching(/^Biweekly\$15\.00 \/ monthPickup every other week/),
      expect.stringMatching(/^Monthly\$10\.00 \/ monthPickup once a month/),
    ]);
    expect(planRadio(rendered, 'weekly')?.checked).toBe(true);
    await click(button('Back'));
    expect(step(rendered)).toBe('1');
    for (const [name, value] of Object.entries(details))
      expect(fieldNamed(rendered, name)?.value).toBe(value);
  });

  it('creates the account with the details, the business and the chosen plan, then asks for the card', async () => {
    const api = mockApi({ ...publicBusiness, ...simulated, 'POST /api/customer/signup': json(created, 201) });
    const rendered = await open('/green-loop/signup', onInfoStep);
    await toPlanStep(rendered);
    await click(planRadio(rendered, 'biweekly'));
    await click(button('Continue to payment'));
    await waitFor(() => step(rendered) === '3', 'step 3');
    const sent = api.to('POST /api/customer/signup');
    expect(sent.map((call) => call.body)).toEqual([
      { ...details, tenantId: business.id, planId: 'biweekly', planAmount: 15, planInterval: 'month' },
    ]);
    expect(sent[0]?.headers['X-Tenant']).toBe('green-loop');
    expect(sent[0]?.headers.Authorization).toBeUndefined();
    await waitFor(() => button('Pay $15.00 and start pickups') !== null, 'the payment button');
    expect(rendered.container.querySelector('[data-signup-summary]')?.textContent).toBe(
      'PlanBiweeklyPrice$15.00 / monthEmailolive@example.com',
    );
    expect(rendered.text()).toContain('Test mode: no card is charged');
  });

  it('pays in simulated mode after 2 seconds, says Subscription Started! and opens the welcome page', async () => {
    const api = mockApi({
      ...publicBusiness,
      ...simulated,
      'POST /api/customer/signup': json(created, 201),
      'POST /api/stripe/simulate/confirm': json({ status: 'succeeded', orderId: null }),
    });
    const rendered = await open('/green-loop/signup', onInfoStep);
    await toPlanStep(rendered);
    await click(button('Continue to payment'));
    await waitFor(() => button('Pay $15.00 and start pickups') !== null, 'the payment button');
    jest.useFakeTimers();
    clickNow(button('Pay $15.00 and start pickups'));
    await advance(1950);
    expect(api.to('POST /api/stripe/simulate/confirm')).toHaveLength(0);
    await advance(300);
    expect(api.to('POST /api/stripe/simulate/confirm').map((call) => call.body)).toEqual([
      { paymentId, clientSecret: 'pi_1_secret_abc', outcome: 'succeeded' },
    ]);
    expect(rendered.location()).toBe('/green-loop/customer-welcome');
    expect(toastText(rendered)).toBe('Subscription Started!');
  });

  it("shows Payment Failed with the server's message and stays on the payment step", async () => {
    mockApi({
      ...publicBusiness,
      ...simulated,
      'POST /api/customer/signup': json(created, 201),
      'POST /api/stripe/simulate/confirm': json(
        { error: 'Your card was declined', code: 'PAYMENT_FAILED' },
        402,
      ),
    });
    const rendered = await open('/green-loop/signup', onInfoStep);
    await toPlanStep(rendered);
    await click(button('Continue to payment'));
    await waitFor(() => button('Pay $15.00 and start pickups') !== null, 'the payment button');
    jest.useFakeTimers();
    clickNow(button('Pay $15.00 and start pickups'));
    await advance(2300);
    expect(toastText(rendered)).toBe('Payment FailedYour card was declined');
    expect(rendered.location()).toBe('/green-loop/signup');
  });

  it("shows Account Already Exists with the server's words, and Go to My Account opens its login", async () => {
    mockApi({
      ...publicBusiness,
      'POST /api/customer/signup': json(
        {
          error: customerMessages.existingAccount,
          code: 'CONFLICT',
          businessName: business.businessName,
          loginUrl: 'http://localhost/green-loop/login',
          suggestion: customerMessages.existingAccountSuggestion,
        },
        409,
      ),
    });
    const rendered = await open('/green-loop/signup', onInfoStep);
    await toPlanStep(rendered);
    await click(button('Continue to payment'));
    await waitFor(() => dialog() !== null, 'the dialog');
    expect(dialog()?.textContent).toContain('Account Already Exists');
    expect(dialog()?.textContent).toContain('An account with this email already exists');
    expect(dialog()?.textContent).toContain('Sign in to your account to manage your pickups.');
    await click(button('Go to My Account'));
    expect(rendered.location()).toBe('/green-loop/login');
  });

  it("goes to the business's login when the 409 names none, and Cancel leaves the household on step 2", async () => {
    mockApi({
      ...publicBusiness,
      'POST /api/customer/signup': json(
        { error: 'An account with this email already exists', code: 'CONFLICT' },
        409,
      ),
    });
    const rendered = await open('/green-loop/signup', onInfoStep);
    await toPlanStep(rendered);
    await click(button('Continue to payment'));
    await waitFor(() => dialog() !== null, 'the dialog');
    await click(button('Cancel'));
    await waitFor(() => dialog() === null, 'the dialog to close');
    expect(step(rendered)).toBe('2');
    await click(button('Continue to payment'));
    await waitFor(() => dialog() !== null, 'the dialog again');
    await click(button('Go to My Account'));
    expect(rendered.location()).toBe('/green-loop/login');
  });

  it("shows the business's refusal (403) on the plan step", async () => {
    mockApi({
      ...publicBusiness,
      'POST /api/customer/signup': json(
        { error: customerMessages.signupUnavailable, code: 'FORBIDDEN' },
        403,
      ),
    });
    const rendered = await open('/green-loop/signup', onInfoStep);
    await toPlanStep(rendered);
    await click(button('Continue to payment'));
    await waitFor(() => rendered.text().includes(customerMessages.signupUnavailable), 'the refusal');
    expect(rendered.container.querySelector('[role="alert"]')?.textContent).toBe(
      customerMessages.signupUnavailable,
    );
    expect(step(rendered)).toBe('2');
  });

  it('says Registration Failed when the account cannot be created', async () => {
    mockApi({
      ...publicBusiness,
      'POST /api/customer/signup': json({ error: 'Down', code: 'BAD_GATEWAY' }, 502),
    });
    const rendered = await open('/green-loop/signup', onInfoStep);
    await toPlanStep(rendered);
    await click(button('Continue to payment'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Registration FailedPlease check your information and try again.');
    expect(step(rendered)).toBe('2');
  });

  it('takes the household back to its details when the server refuses one of them', async () => {
    mockApi({
      ...publicBusiness,
      'POST /api/customer/signup': json(
        {
          error: 'Invalid input',
          code: 'VALIDATION_FAILED',
          details: [{ path: 'email', message: 'Enter a valid email address' }],
        },
        400,
      ),
    });
    const rendered = await open('/green-loop/signup', onInfoStep);
    await toPlanStep(rendered);
    await click(button('Continue to payment'));
    await waitFor(() => step(rendered) === '1', 'step 1');
    expect(toastText(rendered)).toBe('Registration FailedPlease check your information and try again.');
    expect(fieldErrors(rendered)).toEqual(['Enter a valid email address']);
  });

  it('reads Business Not Found for an unknown business', async () => {
    mockApi({
      'GET /api/public/business/nobody-here': json({ error: 'Business Not Found', code: 'NOT_FOUND' }, 404),
    });
    const rendered = await open('/nobody-here/signup', (r) => heading(r) !== null);
    expect(heading(rendered)).toBe('Business Not Found');
  });
});
