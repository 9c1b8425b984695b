import { auth, authMessages, limits, roles } from '../constants';
import { errorBody } from '../errors';
import { idParams, objectId } from '../ids';
import type { ApiOperation, Operations } from '../operation';
import { z } from '../zod';

/** A required text field whose message names it when it is missing. */
const required = (label: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
  });

const email = z
  .email({
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? 'Email is required' : 'Enter a valid email address',
  })
  .max(254)
  .openapi({ example: 'ada@example.com' });

// An empty field says it is required, not too short: the web shows these messages under its fields.
const password = required('Password')
  .min(1, { error: 'Password is required', abort: true })
  .min(limits.ownerPasswordMinLength, `Password must be at least ${limits.ownerPasswordMinLength} characters`)
  .max(128, 'Password must be at most 128 characters');

const name = (label: string) =>
  required(label).trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);

/**
 * A username: no spaces and no @, so a sign-in name is never mistaken for someone's e-mail
 * (login accepts either); "setup" is taken by the login screen itself.
 */
const username = required('Username')
  .trim()
  .min(1, { error: 'Username is required', abort: true })
  .min(auth.usernameMinLength, `Username must be at least ${auth.usernameMinLength} characters`)
  .max(auth.usernameMaxLength, `Username must be at most ${auth.usernameMaxLength} characters`)
  .regex(/^[^\s@]+$/, 'Username cannot contain spaces or @')
  .refine((value) => !(auth.reservedUsernames as readonly string[]).includes(value.toLowerCase()), {
    message: 'This username is reserved',
  })
  .openapi({ example: 'ada' });

/** A signed-in user as every identity answer shows it. */
export const publicUser = z
  .object({
    id: objectId,
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(roles),
    /** The user's business; null for platform admins and for owners before onboarding. */
    tenantId: objectId.nullable(),
  })
  .openapi('User');
export type PublicUser = z.infer<typeof publicUser>;

/** A short-lived RS256 access token (send as `Authorization: Bearer`) and its user. */
export const authResult = z
  .object({ token: z.string().openapi({ description: 'Access token, 15 minutes' }), user: publicUser })
  .openapi('AuthResult');
export type AuthResult = z.infer<typeof authResult>;

export const userResult = z.object({ user: publicUser }).openapi('UserResult');
export type UserResult = z.infer<typeof userResult>;

export const messageResult = z.object({ message: z.string() }).openapi('Message');
export type MessageResult = z.infer<typeof messageResult>;

export const registerBody = z
  .object({
    email,
    password,
    firstName: name('First name'),
    lastName: name('Last name'),
    username,
    role: z.enum(['customer', 'owner'], { error: 'Account type must be customer or owner' }),
  })
  .openapi('RegisterRequest');
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z
  .object({
    /** The username or the account's e-mail. */
    username: required('Username').trim().min(1, 'Username is required').max(254),
    password: required('Password').min(1, 'Password is required').max(128),
  })
  .openapi('LoginRequest');
export type LoginBody = z.infer<typeof loginBody>;

export const emailBody = z.object({ email }).openapi('EmailRequest');
export type EmailBody = z.infer<typeof emailBody>;

const oneTimeToken = required('Token').min(1, 'Token is required').max(200);

export const magicLinkVerifyBody = z.object({ token: oneTimeToken }).openapi('MagicLinkVerifyRequest');
export type MagicLinkVerifyBody = z.infer<typeof magicLinkVerifyBody>;

export const resetPasswordBody = z.object({ token: oneTimeToken, password }).openapi('ResetPasswordRequest');
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const platformAdminSetupBody = z
  .object({
    setupToken: required('Setup token').min(1, 'Setup token is required').max(200),
    username,
    email,
    password,
    firstName: name('First name'),
    lastName: name('Last name'),
  })
  .openapi('PlatformAdminSetupRequest');
export type PlatformAdminSetupBody = z.infer<typeof platformAdminSetupBody>;

export const signInOptions = z
  .object({
    /** "Try the demo as a business owner / as a customer" on the landing and login pages. */
    demoLogin: z.boolean(),
    /** The demo business's slug, when demo mode is on. */
    demoBusiness: z.string().nullable(),
  })
  .openapi('SignInOptions');
export type SignInOptions = z.infer<typeof signInOptions>;

export const demoLoginParams = z.object({ role: z.enum(['customer', 'owner']) });

// Identity's internal API (other services only, with the internal secret; not routed by the gateway).

export const createOwnerBody = z.object({
  tenantId: objectId,
  email,
  /** Without one (a business the platform admin created), the owner is e-mailed an invitation to choose it. */
  password: password.optional(),
  firstName: name('First name'),
  lastName: name('Last name'),
  username: username.optional(),
});
export type CreateOwnerBody = z.infer<typeof createOwnerBody>;

export const createCustomerBody = z.object({
  tenantId: objectId,
  email,
  firstName: name('First name'),
  lastName: name('Last name'),
  username: username.optional(),
  password: password.optional(),
});
export type CreateCustomerBody = z.infer<typeof createCustomerBody>;

/** A driver's login for the drivers' app; the routing service's driver record says what it may do. */
export const createDriverLoginBody = z.object({
  tenantId: objectId,
  email,
  password,
  firstName: name('First name'),
  lastName: z.string().trim().max(100),
});
export type CreateDriverLoginBody = z.infer<typeof createDriverLoginBody>;

export const setPasswordBody = z.object({ password });
export type SetPasswordBody = z.infer<typeof setPasswordBody>;

/** A customer's card is confirmed: welcome them, with a link to choose their password. */
export const welcomeCustomerBody = z.object({ businessName: z.string().trim().min(1).max(200) });
export type WelcomeCustomerBody = z.infer<typeof welcomeCustomerBody>;

export const assignTenantBody = z.object({ tenantId: objectId });
export type AssignTenantBody = z.infer<typeof assignTenantBody>;

const refreshCookieNote = `Sets the httpOnly \`${auth.refreshCookieName}\` cookie (Path=${auth.refreshCookiePath}, SameSite=Strict).`;
const error = (description: string) => ({ description, schema: errorBody });
/** The gateway's answer when the refresh cookie comes with another site's Origin (or Referer). */
const cookieFromAnotherSite = error(
  "The refresh cookie was sent from another site: the Origin (or Referer) is not one of the business's own",
);
const signedIn = (description: string) => ({
  description: `${description} ${refreshCookieNote}`,
  schema: authResult,
});

export const identityApi = {
  register: {
    method: 'post',
    path: '/api/auth/register',
    owner: 'identity',
    summary: 'Create an account (a customer joins the business the request names) and sign in',
    access: 'public',
    body: registerBody,
    responses: {
      201: signedIn('Registered and signed in.'),
      400: error(`Invalid input, or "${authMessages.noBusiness}" for a customer`),
      404: error(authMessages.businessNotFound),
      409: error(`"${authMessages.usernameTaken}" or "${authMessages.emailTaken}"`),
    },
  },
  login: {
    method: 'post',
    path: '/api/auth/login',
    owner: 'identity',
    summary: 'Sign in with username (or e-mail) and password',
    access: 'public',
    body: loginBody,
    responses: {
      200: signedIn('Signed in.'),
      401: error(`"${authMessages.invalidCredentials}", also for another business's account`),
      429: error(authMessages.tooManyAttempts),
    },
  },
  refresh: {
    method: 'post',
    path: '/api/auth/refresh',
    owner: 'identity',
    summary: 'A new access token from the refresh cookie, which is rotated',
    access: 'public',
    responses: {
      200: signedIn('Refreshed; the cookie now holds a new refresh token.'),
      401: error('No, unknown, expired or already used refresh token (a reused one ends its session)'),
      403: cookieFromAnotherSite,
    },
  },
  logout: {
    method: 'post',
    path: '/api/auth/logout',
    owner: 'identity',
    summary: 'End the session of the bearer token (or of the refresh cookie)',
    access: 'public',
    responses: {
      204: { description: 'Signed out; the cookie is cleared and the access token refused.' },
      403: cookieFromAnotherSite,
    },
  },
  me: {
    method: 'get',
    path: '/api/auth/me',
    owner: 'identity',
    summary: 'The signed-in user',
    access: roles,
    responses: { 200: { description: 'The user', schema: userResult } },
  },
  magicLink: {
    method: 'post',
    path: '/api/auth/magic-link',
    owner: 'identity',
    summary: `E-mail a sign-in link (${auth.magicLinkTtlMinutes} minutes, single use) when the account exists`,
    access: 'public',
    body: emailBody,
    responses: {
      200: { description: `Always "${authMessages.magicLinkSent}"`, schema: messageResult },
      429: error(authMessages.tooManyAttempts),
    },
  },
  verifyMagicLink: {
    method: 'post',
    path: '/api/auth/magic-link/verify',
    owner: 'identity',
    summary: 'Sign in with the token of a magic link',
    access: 'public',
    body: magicLinkVerifyBody,
    responses: {
      200: signedIn('Signed in.'),
      400: error(authMessages.linkExpired),
    },
  },
  forgotPassword: {
    method: 'post',
    path: '/api/auth/forgot-password',
    owner: 'identity',
    summary: `E-mail a password reset link (${auth.passwordResetTtlMinutes} minutes, single use) when the account exists`,
    access: 'public',
    body: emailBody,
    responses: {
      200: { description: `Always "${authMessages.resetLinkSent}"`, schema: messageResult },
      429: error(authMessages.tooManyAttempts),
    },
  },
  resetPassword: {
    method: 'post',
    path: '/api/auth/reset-password',
    owner: 'identity',
    summary: 'Set a new password with the token of a reset link; ends every session of the user',
    access: 'public',
    body: resetPasswordBody,
    responses: {
      200: { description: `"${authMessages.passwordReset}"`, schema: messageResult },
      400: error(authMessages.linkExpired),
    },
  },
  signInOptions: {
    method: 'get',
    path: '/api/auth/options',
    owner: 'identity',
    summary: 'What the sign-in screens may offer: the demo logins when demo mode is on',
    access: 'public',
    responses: { 200: { description: 'Options', schema: signInOptions } },
  },
  demoLogin: {
    method: 'get',
    path: '/api/login/{role}',
    owner: 'identity',
    summary: "Demo login as the demo business's real customer or owner (demo mode only)",
    access: 'public',
    params: demoLoginParams,
    responses: {
      200: signedIn('Signed in as the demo user.'),
      404: error('Demo mode is off, or the demo business has no such user'),
    },
  },
  platformAdminSetup: {
    method: 'post',
    path: '/api/platform-admin/setup',
    owner: 'identity',
    summary: 'Create the first platform admin with the one-time setup token',
    access: 'public',
    body: platformAdminSetupBody,
    responses: {
      201: signedIn('The platform admin, signed in.'),
      403: error(authMessages.wrongSetupToken),
      409: error(`"${authMessages.adminExists}", or the username or e-mail is taken`),
    },
  },
} as const satisfies Operations;

export const identityOperations: ApiOperation[] = Object.values(identityApi);

/** A provisioning call is safe to repeat: 201 the first time, 200 with the same user after. */
const provisionedResponses = {
  200: { description: 'Already created', schema: userResult },
  201: { description: 'Created', schema: userResult },
};

/** Identity's internal API: other services only, with the internal secret (services/identity/README.md). */
export const identityInternalApi = {
  createOwner: {
    method: 'post',
    path: '/internal/owners',
    owner: 'identity',
    summary: "Create a business's owner (200 with the same owner when asked again)",
    access: 'internal',
    body: createOwnerBody,
    responses: provisionedResponses,
  },
  createCustomer: {
    method: 'post',
    path: '/internal/customers',
    owner: 'identity',
    summary: "Create a customer's login (200 with the existing one for that e-mail and business)",
    access: 'internal',
    body: createCustomerBody,
    responses: provisionedResponses,
  },
  createDriver: {
    method: 'post',
    path: '/internal/drivers',
    owner: 'identity',
    summary: "Create a driver's login (200 with the existing one for that e-mail and business)",
    access: 'internal',
    body: createDriverLoginBody,
    responses: provisionedResponses,
  },
  setPassword: {
    method: 'post',
    path: '/internal/users/{id}/password',
    owner: 'identity',
    summary: "Set a user's password (an owner changed their driver's) and end their sessions",
    access: 'internal',
    params: idParams,
    body: setPasswordBody,
    responses: { 200: { description: 'Set', schema: userResult } },
  },
  welcomeCustomer: {
    method: 'post',
    path: '/internal/users/{id}/welcome',
    owner: 'identity',
    summary:
      'E-mail a customer whose subscription started a welcome with a link to choose their password (once; asked again, nothing is sent)',
    access: 'internal',
    params: idParams,
    body: welcomeCustomerBody,
    responses: { 200: { description: 'Welcomed', schema: userResult } },
  },
  disableUser: {
    method: 'post',
    path: '/internal/users/{id}/disable',
    owner: 'identity',
    summary: 'Disable a user and end every session',
    access: 'internal',
    params: idParams,
    responses: { 200: { description: 'Disabled', schema: userResult } },
  },
  assignTenant: {
    method: 'post',
    path: '/internal/users/{id}/tenant',
    owner: 'identity',
    summary: 'Give an owner the business onboarding created',
    access: 'internal',
    params: idParams,
    body: assignTenantBody,
    responses: { 200: { description: 'Assigned', schema: userResult } },
  },
} as const satisfies Operations;
