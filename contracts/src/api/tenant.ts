import {
  demoRequestStatuses,
  hexColorPattern,
  limits,
  logoMediaTypes,
  milestoneIntervals,
  platformPlanIds,
  platformSubscriptionStatuses,
  tenantMessages,
  tenantSubscriptionStatuses,
  unavailableSubdomains,
} from '../constants';
import { errorBody } from '../errors';
import { idParams, objectId } from '../ids';
import type { ApiOperation, Operations } from '../operation';
import { pageQuery, pagination } from '../pagination';
import { z } from '../zod';
import { servicePlan } from './billing';

const error = (description: string) => ({ description, schema: errorBody });
const ok = <S extends z.ZodType>(description: string, schema: S) => ({ description, schema });

const owner = ['owner'] as const;
const platformAdmin = ['platform-admin'] as const;
const moment = z.iso.datetime();

/** A required text field: missing, blank or too long each get the given message. */
const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** A subdomain, also the business's slug in paths (/{slug}/dashboard). */
export const subdomain = z
  .string({ error: tenantMessages.subdomainFormat })
  .trim()
  .min(limits.subdomainMinLength, tenantMessages.subdomainLength)
  .max(limits.subdomainMaxLength, tenantMessages.subdomainLength)
  .regex(/^[a-z0-9-]+$/, tenantMessages.subdomainFormat)
  .refine((value) => !(unavailableSubdomains as readonly string[]).includes(value), {
    message: tenantMessages.subdomainUnavailable,
  })
  .openapi({ example: 'green-loop' });

/**
 * A host name of two or more labels, without scheme, port or path; stored lower case. The length
 * is bounded by max() rather than a lookahead in the pattern, which schema-driven clients cannot
 * generate values for (the pattern's shortest match, `a.bc`, is the minimum).
 */
export const customDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, tenantMessages.invalidDomain)
  .regex(/^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, tenantMessages.invalidDomain)
  .openapi({ example: 'pickup.greenloop.com' });

/** Optional in forms: a blank field means none. */
const optionalDomain = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  customDomain.nullable().optional(),
);

const ownerEmail = z
  .string({ error: tenantMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email(tenantMessages.invalidEmail).max(254, tenantMessages.invalidEmail));

const ownerPassword = z
  .string({ error: tenantMessages.passwordTooShort })
  .min(limits.ownerPasswordMinLength, tenantMessages.passwordTooShort)
  .max(128, 'Password must be at most 128 characters');

// Registration and onboarding.

export const registerTenantBody = z
  .object({
    subdomain,
    businessName: requiredText(tenantMessages.businessNameRequired),
    ownerEmail,
    ownerPassword,
    ownerFirstName: requiredText(tenantMessages.firstNameRequired),
    ownerLastName: requiredText(tenantMessages.lastNameRequired),
    customDomain: optionalDomain,
  })
  .openapi('TenantRegistrationRequest');
export type RegisterTenantBody = z.infer<typeof registerTenantBody>;

/** A signed-in owner without a business (registered on the shared screen) creates theirs. */
export const createOwnBusinessBody = registerTenantBody
  .pick({ subdomain: true, businessName: true, customDomain: true })
  .openapi('CreateBusinessRequest');
export type CreateOwnBusinessBody = z.infer<typeof createOwnBusinessBody>;

export const tenantRegistrationResult = z
  .object({
    tenant: z.object({
      id: objectId,
      subdomain: z.string(),
      businessName: z.string(),
      customDomain: z.string().nullable(),
    }),
    /** The business's Stripe Connect onboarding, opened in a new window by wizard step 2. */
    stripeAccount: z.object({ onboardingUrl: z.string() }),
  })
  .openapi('TenantRegistration');
export type TenantRegistrationResult = z.infer<typeof tenantRegistrationResult>;

/** 409 on registration: the e-mail has an account already (the wizard's friendly panel). */
export const existingAccountBody = errorBody
  .extend({
    type: z.literal('existing_account'),
    /** The business that e-mail owns, when it owns one. */
    businessName: z.string().nullable(),
    loginUrl: z.url(),
    message: z.string(),
    suggestion: z.string(),
  })
  .openapi('ExistingAccount');
export type ExistingAccountBody = z.infer<typeof existingAccountBody>;

export const tenantInfo = z
  .object({
    id: objectId,
    businessName: z.string(),
    subdomain: z.string(),
    customDomain: z.string().nullable(),
    customDomainVerified: z.boolean(),
    subdomainUrl: z.url(),
    customDomainUrl: z.url().nullable(),
    /** The platform plan: trial, starter, professional or enterprise. */
    subscriptionTier: z.enum(platformPlanIds),
    subscriptionStatus: z.enum(tenantSubscriptionStatuses),
    stripeOnboarded: z.boolean(),
    onboardingCompleted: z.boolean(),
    isActive: z.boolean(),
    createdAt: moment,
  })
  .openapi('TenantInfo');
export type TenantInfo = z.infer<typeof tenantInfo>;

const dnsRecord = z.object({
  type: z.enum(['A', 'TXT']),
  name: z.string(),
  value: z.string(),
});

export const domainStatus = z
  .object({
    customDomain: z.string().nullable(),
    verified: z.boolean(),
    verifiedAt: moment.nullable(),
    /** The two records to add at the domain's DNS host; empty without a custom domain. */
    records: z.array(dnsRecord),
    propagationNote: z.string(),
  })
  .openapi('DomainStatus');
export type DomainStatus = z.infer<typeof domainStatus>;

export const setDomainBody = z.object({ customDomain: optionalDomain }).openapi('SetDomainRequest');
export type SetDomainBody = z.infer<typeof setDomainBody>;

// Settings and branding.

const hexColor = z
  .string()
  .regex(hexColorPattern, tenantMessages.invalidColor)
  .openapi({ example: '#3c6650' });
const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, tenantMessages.invalidTime)
  .openapi({ example: '18:00' });
const timeZone = z
  .string()
  .refine((value) => Intl.supportedValuesOf('timeZone').includes(value) || value === 'UTC', {
    message: tenantMessages.invalidTimeZone,
  })
  .openapi({ example: 'America/New_York' });
const milestoneInterval = z
  .number()
  .refine((value) => (milestoneIntervals as readonly number[]).includes(value), {
    message: tenantMessages.invalidMilestone,
  });
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const contactEmail = z.union([z.literal(''), z.email(tenantMessages.invalidEmail)]);

/** Every setting of business spec §3 with the phone, e-mail, website and time zone visitors see. */
export const businessSettings = z
  .object({
    businessName: z.string(),
    tagline: z.string(),
    primaryColor: hexColor,
    secondaryColor: hexColor,
    /** Changes with every upload, so a cached old logo is never shown. */
    logoUrl: z.string().nullable(),
    emailRemindersEnabled: z.boolean(),
    smsRemindersEnabled: z.boolean(),
    dayBeforeReminderEnabled: z.boolean(),
    dayBeforeReminderTime: clockTime,
    morningOfReminderEnabled: z.boolean(),
    morningOfReminderTime: clockTime,
    reminderMessage: z.string(),
    soundNotificationsEnabled: z.boolean(),
    milestoneInterval: z.number().int(),
    phone: z.string(),
    email: z.string(),
    website: z.string(),
    timeZone: z.string(),
  })
  .openapi('BusinessSettings');
export type BusinessSettings = z.infer<typeof businessSettings>;

/** PUT /api/business/info: the settings screen sends them all; any subset is accepted. */
export const updateBusinessInfoBody = z
  .object({
    businessName: requiredText(tenantMessages.businessNameRequired),
    tagline: optionalText(200),
    primaryColor: hexColor,
    secondaryColor: hexColor,
    /** Only null (remove the logo): a new logo arrives through POST /api/business/logo. */
    logoUrl: z.null(),
    emailRemindersEnabled: z.boolean(),
    smsRemindersEnabled: z.boolean(),
    dayBeforeReminderEnabled: z.boolean(),
    dayBeforeReminderTime: clockTime,
    morningOfReminderEnabled: z.boolean(),
    morningOfReminderTime: clockTime,
    reminderMessage: optionalText(500),
    soundNotificationsEnabled: z.boolean(),
    milestoneInterval,
    phone: optionalText(40),
    email: contactEmail,
    website: optionalText(200),
    timeZone,
  })
  .partial()
  .openapi('UpdateBusinessInfoRequest');
export type UpdateBusinessInfoBody = z.infer<typeof updateBusinessInfoBody>;

export const branding = z
  .object({
    businessName: z.string(),
    tagline: z.string(),
    logoUrl: z.string().nullable(),
    primaryColor: hexColor,
    secondaryColor: hexColor,
    /** The business's clock: its pickup days and "today" are its own, wherever the visitor is. */
    timeZone: z.string(),
  })
  .openapi('Branding');
export type BrandingView = z.infer<typeof branding>;

export const logoResult = z.object({ logoUrl: z.string() }).openapi('LogoUploaded');
export type LogoResult = z.infer<typeof logoResult>;

export const logoParams = z.object({ id: objectId });

/** A business's public page: who it is, how to reach it, and what it offers. */
export const publicBusiness = branding
  .extend({
    id: objectId,
    subdomain: z.string(),
    phone: z.string(),
    email: z.string(),
    website: z.string(),
    timeZone: z.string(),
    plans: z.array(servicePlan),
  })
  .openapi('PublicBusiness');
export type PublicBusiness = z.infer<typeof publicBusiness>;

export const publicBusinessParams = z.object({ subdomain: z.string().trim().toLowerCase().max(63) });

/** A household that opened sign-up on no business's address finds its business by name. */
export const publicBusinessSearchQuery = z.object({
  search: z.string().trim().min(2, 'Type at least 2 letters of the business name').max(100),
});
export type PublicBusinessSearchQuery = z.infer<typeof publicBusinessSearchQuery>;

export const publicBusinessSearchResult = z
  .object({
    businesses: z.array(
      publicBusiness.pick({ subdomain: true, businessName: true, tagline: true, logoUrl: true }),
    ),
  })
  .openapi('PublicBusinessSearch');
export type PublicBusinessSearchResult = z.infer<typeof publicBusinessSearchResult>;

const usage = z.object({
  current: z.number().int().min(0),
  /** -1 means unlimited. */
  limit: z.number().int(),
});

export const planUsage = z
  .object({
    planId: z.enum(platformPlanIds),
    planName: z.string(),
    status: z.enum(platformSubscriptionStatuses),
    customers: usage,
    routes: usage,
    monthlyOrders: usage,
  })
  .openapi('PlanUsage');
export type PlanUsage = z.infer<typeof planUsage>;

// Demo requests.

const demoRequired = (max: number) =>
  z
    .string({ error: tenantMessages.demoRequestRequired })
    .trim()
    .min(1, tenantMessages.demoRequestRequired)
    .max(max, `At most ${max} characters`);

export const demoRequestBody = z
  .object({
    name: demoRequired(100),
    email: demoRequired(254).pipe(z.email(tenantMessages.invalidEmail)),
    company: demoRequired(200),
    phone: optionalText(40).optional(),
    message: optionalText(2000).optional(),
  })
  .openapi('DemoRequestRequest');
export type DemoRequestBody = z.infer<typeof demoRequestBody>;

export const demoRequestReceived = z
  .object({ id: objectId, message: z.string() })
  .openapi('DemoRequestReceived');

export const demoRequest = z
  .object({
    id: objectId,
    name: z.string(),
    email: z.string(),
    company: z.string(),
    phone: z.string(),
    message: z.string(),
    status: z.enum(demoRequestStatuses),
    notes: z.string(),
    createdAt: moment,
    contactedAt: moment.nullable(),
  })
  .openapi('DemoRequest');
export type DemoRequestView = z.infer<typeof demoRequest>;

export const demoRequestsQuery = pageQuery.extend({
  status: z.enum([...demoRequestStatuses, 'all']).default('all'),
});
export const demoRequestsResult = z
  .object({ demoRequests: z.array(demoRequest), pagination })
  .openapi('DemoRequests');
export type DemoRequestsResult = z.infer<typeof demoRequestsResult>;

export const demoRequestStatusBody = z
  .object({
    status: z.enum(demoRequestStatuses, { error: 'Status must be new, contacted, scheduled or completed' }),
    notes: optionalText(2000).optional(),
  })
  .openapi('DemoRequestStatusRequest');
export type DemoRequestStatusBody = z.infer<typeof demoRequestStatusBody>;

export const demoRequestResult = z.object({ demoRequest }).openapi('DemoRequestResult');

// The platform operator's console.

export const adminTenant = z
  .object({
    id: objectId,
    businessName: z.string(),
    subdomain: z.string(),
    customDomain: z.string().nullable(),
    ownerEmail: z.string(),
    subscriptionTier: z.enum(platformPlanIds),
    subscriptionStatus: z.enum(tenantSubscriptionStatuses),
    stripeOnboarded: z.boolean(),
    isActive: z.boolean(),
    createdAt: moment,
    updatedAt: moment,
  })
  .openapi('AdminTenant');
export type AdminTenant = z.infer<typeof adminTenant>;

export const adminTenantsQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['all', 'active', 'inactive']).default('all'),
});
export const adminTenantsResult = z
  .object({ tenants: z.array(adminTenant), pagination })
  .openapi('AdminTenants');
export type AdminTenantsResult = z.infer<typeof adminTenantsResult>;

/** The owner gets an e-mail inviting them to choose a password. */
export const adminCreateTenantBody = z
  .object({
    businessName: requiredText(tenantMessages.businessNameRequired),
    subdomain,
    ownerEmail,
    ownerFirstName: requiredText(tenantMessages.firstNameRequired).optional(),
    ownerLastName: requiredText(tenantMessages.lastNameRequired).optional(),
    customDomain: optionalDomain,
    subscriptionStatus: z.enum(tenantSubscriptionStatuses).optional(),
  })
  .openapi('AdminCreateTenantRequest');
export type AdminCreateTenantBody = z.infer<typeof adminCreateTenantBody>;

export const adminUpdateTenantBody = z
  .object({
    businessName: requiredText(tenantMessages.businessNameRequired),
    subdomain,
    customDomain: optionalDomain,
    subscriptionStatus: z.enum(tenantSubscriptionStatuses),
    isActive: z.boolean(),
  })
  .partial()
  .openapi('AdminUpdateTenantRequest');
export type AdminUpdateTenantBody = z.infer<typeof adminUpdateTenantBody>;

export const adminTenantResult = z.object({ tenant: adminTenant }).openapi('AdminTenantResult');
export type AdminTenantResult = z.infer<typeof adminTenantResult>;

const countBy = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, z.number().int().min(0)])) as Record<K[number], z.ZodNumber>,
  );

export const adminAnalytics = z
  .object({
    overview: z.object({
      totalTenants: z.number().int(),
      activeTenants: z.number().int(),
      newDemoRequests: z.number().int(),
      totalDemoRequests: z.number().int(),
    }),
    demoRequestsByStatus: countBy(demoRequestStatuses),
    tenantsBySubscription: countBy(tenantSubscriptionStatuses),
    recentDemoRequests: z.array(demoRequest),
    recentTenants: z.array(adminTenant),
    /** The last 12 calendar months (UTC), oldest first. */
    months: z.array(
      z.object({
        /** `YYYY-MM`. */
        month: z.string().regex(/^\d{4}-\d{2}$/),
        /** Businesses that existed at the month's end, and those registered in it. */
        tenants: z.number().int(),
        newTenants: z.number().int(),
        /** Monthly recurring revenue from platform plans at the month's end, in cents. */
        mrrCents: z.number().int(),
        demoRequests: z.number().int(),
      }),
    ),
    /** Paying plans now (active or past due), at their monthly prices, in cents. */
    mrrCents: z.number().int(),
    /** Demo requests that became a business (an owner registered with the request's e-mail). */
    demoConversion: z.object({
      requests: z.number().int(),
      converted: z.number().int(),
      /** Percent, one decimal; null with no requests. */
      rate: z.number().nullable(),
    }),
  })
  .openapi('AdminAnalytics');
export type AdminAnalytics = z.infer<typeof adminAnalytics>;

const demoRequestOperations = (prefix: string, names: string) =>
  ({
    list: {
      method: 'get',
      path: `${prefix}/demo-requests`,
      owner: 'tenant',
      summary: `Demo requests, newest first (${names})`,
      access: platformAdmin,
      query: demoRequestsQuery,
      responses: { 200: ok('Demo requests', demoRequestsResult) },
    },
    updateStatus: {
      method: 'patch',
      path: `${prefix}/demo-requests/{id}/status`,
      owner: 'tenant',
      summary: `Set a demo request's status and notes; contactedAt is set when first contacted (${names})`,
      access: platformAdmin,
      params: idParams,
      body: demoRequestStatusBody,
      responses: {
        200: ok('Updated', demoRequestResult),
        404: error(tenantMessages.demoRequestNotFound),
      },
    },
  }) as const satisfies Operations;

const adminHostDemoRequests = demoRequestOperations('/api/admin', 'the admin host');
const demoRequests = demoRequestOperations('/api', 'under /platform-admin');

export const tenantApi = {
  register: {
    method: 'post',
    path: '/api/tenants/register',
    owner: 'tenant',
    summary: 'Sign a business up: its tenant (on trial), its owner and its Stripe Connect account',
    access: 'public',
    body: registerTenantBody,
    responses: {
      201: ok('Registered; the owner signs in with the e-mail and password given', tenantRegistrationResult),
      409: {
        description: `The e-mail has an account (type existing_account), or "${tenantMessages.subdomainTaken}"`,
        schema: existingAccountBody.or(errorBody),
      },
      503: error(tenantMessages.registrationUnavailable),
    },
  },
  createOwnBusiness: {
    method: 'post',
    path: '/api/tenants',
    owner: 'tenant',
    summary: 'A signed-in owner without a business creates theirs (the wizard from /business)',
    access: owner,
    body: createOwnBusinessBody,
    responses: {
      201: ok('Created', tenantRegistrationResult),
      409: error(`"${tenantMessages.alreadyHasBusiness}" or "${tenantMessages.subdomainTaken}"`),
      503: error(tenantMessages.registrationUnavailable),
    },
  },
  info: {
    method: 'get',
    path: '/api/tenants/info',
    owner: 'tenant',
    summary: "The owner's business: names, addresses, plan and set-up progress",
    access: owner,
    responses: { 200: ok('Tenant info', tenantInfo), 404: error(tenantMessages.tenantNotFound) },
  },
  completeOnboarding: {
    method: 'post',
    path: '/api/tenants/onboarding/complete',
    owner: 'tenant',
    summary: "Mark the business's set-up complete (safe to repeat)",
    access: owner,
    responses: { 200: ok('Tenant info', tenantInfo) },
  },
  domain: {
    method: 'get',
    path: '/api/tenants/domain',
    owner: 'tenant',
    summary: "The custom domain's DNS records and whether it is verified",
    access: owner,
    responses: { 200: ok('Domain', domainStatus) },
  },
  setDomain: {
    method: 'put',
    path: '/api/tenants/domain',
    owner: 'tenant',
    summary: 'Set or remove the custom domain (a new domain must be verified again)',
    access: owner,
    body: setDomainBody,
    responses: { 200: ok('Domain', domainStatus), 409: error(tenantMessages.domainTaken) },
  },
  verifyDomain: {
    method: 'post',
    path: '/api/tenants/domain/verify',
    owner: 'tenant',
    summary: 'Look up the TXT record now; once found, the domain serves the business',
    access: owner,
    responses: {
      200: ok('Verified', domainStatus),
      404: error(tenantMessages.noCustomDomain),
      409: error(tenantMessages.domainNotVerified),
    },
  },
  settings: {
    method: 'get',
    path: '/api/business/settings',
    owner: 'tenant',
    summary: "The business's settings, each with its default until changed",
    access: owner,
    responses: { 200: ok('Settings', businessSettings) },
  },
  branding: {
    method: 'get',
    path: '/api/business/branding',
    owner: 'tenant',
    summary: "The business's name, tagline, logo and colours (the business the request names)",
    access: 'public',
    responses: { 200: ok('Branding', branding), 404: error(tenantMessages.businessNotFound) },
  },
  updateInfo: {
    method: 'put',
    path: '/api/business/info',
    owner: 'tenant',
    summary: 'Save settings (Save All Changes); publishes tenant.settings.updated',
    access: owner,
    body: updateBusinessInfoBody,
    responses: { 200: ok('Saved settings', businessSettings) },
  },
  uploadLogo: {
    method: 'post',
    path: '/api/business/logo',
    owner: 'tenant',
    summary: `Upload the logo (multipart field "logo"; ${logoMediaTypes.join(', ')} by content; at most 5 MB; SVG sanitized)`,
    access: owner,
    responses: {
      201: ok('The new logo URL', logoResult),
      400: error(tenantMessages.logoMissing),
      413: error(tenantMessages.logoTooLarge),
      415: error(tenantMessages.logoType),
    },
  },
  logo: {
    method: 'get',
    path: '/api/business/logos/{id}',
    owner: 'tenant',
    summary: 'A logo image (immutable: a new upload gets a new URL)',
    access: 'public',
    params: logoParams,
    responses: { 200: { description: 'The image' }, 404: error('Logo not found') },
  },
  planUsage: {
    method: 'get',
    path: '/api/business/plan-usage',
    owner: 'tenant',
    summary: 'Customers, routes and this month’s orders against the plan’s limits (-1 unlimited)',
    access: owner,
    responses: { 200: ok('Usage', planUsage) },
  },
  searchPublicBusinesses: {
    method: 'get',
    path: '/api/public/businesses',
    owner: 'tenant',
    summary: `Active businesses whose name contains the search (at most ${limits.searchResults}), for sign-up on the platform's own address`,
    access: 'public',
    query: publicBusinessSearchQuery,
    responses: { 200: ok('The businesses found', publicBusinessSearchResult) },
  },
  publicBusiness: {
    method: 'get',
    path: '/api/public/business/{subdomain}',
    owner: 'tenant',
    summary: "A business's public page: branding, contact details and pickup plans",
    access: 'public',
    params: publicBusinessParams,
    responses: { 200: ok('The business', publicBusiness), 404: error(tenantMessages.businessNotFound) },
  },
  requestDemo: {
    method: 'post',
    path: '/api/demo-request',
    owner: 'tenant',
    summary: 'A prospective business asks for a 30-minute demo (rate limited)',
    access: 'public',
    body: demoRequestBody,
    responses: { 201: ok('Received', demoRequestReceived) },
  },
  adminListDemoRequests: adminHostDemoRequests.list,
  adminUpdateDemoRequestStatus: adminHostDemoRequests.updateStatus,
  listDemoRequests: demoRequests.list,
  updateDemoRequestStatus: demoRequests.updateStatus,
  adminListTenants: {
    method: 'get',
    path: '/api/admin/tenants',
    owner: 'tenant',
    summary: 'Every business, newest first',
    access: platformAdmin,
    query: adminTenantsQuery,
    responses: { 200: ok('Tenants', adminTenantsResult) },
  },
  adminCreateTenant: {
    method: 'post',
    path: '/api/admin/tenants',
    owner: 'tenant',
    summary: 'Create a business; its owner is invited by e-mail to choose a password',
    access: platformAdmin,
    body: adminCreateTenantBody,
    responses: {
      201: ok('Created', adminTenantResult),
      409: error(`"${tenantMessages.subdomainTaken}" or "${tenantMessages.existingAccount}"`),
    },
  },
  adminUpdateTenant: {
    method: 'patch',
    path: '/api/admin/tenants/{id}',
    owner: 'tenant',
    summary: 'Edit a business; deactivating stops its sign-ins and its public pages',
    access: platformAdmin,
    params: idParams,
    body: adminUpdateTenantBody,
    responses: {
      200: ok('Updated', adminTenantResult),
      404: error(tenantMessages.tenantNotFound),
      409: error(tenantMessages.subdomainTaken),
    },
  },
  adminAnalytics: {
    method: 'get',
    path: '/api/admin/analytics',
    owner: 'tenant',
    summary: 'Platform counts: tenants, demo requests, breakdowns and the most recent of each',
    access: platformAdmin,
    responses: { 200: ok('Analytics', adminAnalytics) },
  },
} as const satisfies Operations;

export const tenantOperations: ApiOperation[] = Object.values(tenantApi);

// The tenant service's internal API (other services only, with the internal secret).

export const resolveTenantQuery = z
  .object({
    slug: z.string().trim().toLowerCase().max(63).optional(),
    host: z.string().trim().toLowerCase().max(253).optional(),
  })
  .refine((query) => (query.slug === undefined) !== (query.host === undefined), {
    message: 'Give exactly one of slug or host',
  });
export type ResolveTenantQuery = z.infer<typeof resolveTenantQuery>;

/** What the gateway needs to route a request to a business. */
export const resolvedTenant = z.object({
  tenantId: objectId,
  subdomain: z.string(),
  isActive: z.boolean(),
});
export type ResolvedTenant = z.infer<typeof resolvedTenant>;

export const tenantInternalApi = {
  resolveTenant: {
    method: 'get',
    path: '/internal/tenants/resolve',
    owner: 'tenant',
    summary: 'A business by its slug, or by a verified custom domain (the gateway, on a cache miss)',
    access: 'internal',
    query: resolveTenantQuery,
    responses: {
      200: ok('The business', resolvedTenant),
      404: error(tenantMessages.businessNotFound),
    },
  },
} as const satisfies Operations;
