import {
  billingMessages,
  customerMessages,
  customerPlanIntervals,
  customerStatuses,
  limits,
  pickupDays,
  serviceZones,
} from '../constants';
import { errorBody } from '../errors';
import { idParams, objectId } from '../ids';
import type { ApiOperation, Operations } from '../operation';
import { pageQuery, pagination } from '../pagination';
import { z } from '../zod';

const error = (description: string) => ({ description, schema: errorBody });
const ok = <S extends z.ZodType>(description: string, schema: S) => ({ description, schema });

const owner = ['owner'] as const;
const moment = z.iso.datetime();

/** Blank optional text is stored as '' (the spec's screens show empty fields, not "null"). */
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).optional();

/** One required field: the add and edit dialogs answer one message for any of them (spec §5). */
const required = (max: number) =>
  z
    .string({ error: customerMessages.missingInformation })
    .trim()
    .min(1, customerMessages.missingInformation)
    .max(max, `At most ${max} characters`);

const customerEmail = z
  .string({ error: customerMessages.missingInformation })
  .trim()
  .toLowerCase()
  .min(1, customerMessages.missingInformation)
  .pipe(z.email(customerMessages.invalidEmail).max(254, customerMessages.invalidEmail));

/** B-007 and the like; any text the owner prefers is kept as typed (trimmed). */
const bucketNumber = z.string().trim().max(20, 'At most 20 characters');

/** The owner's pick in the plan field: a customer plan, or 'none' (No Subscription). */
export const customerPlanChoices = [...customerPlanIntervals, 'none'] as const;
export type CustomerPlanChoice = (typeof customerPlanChoices)[number];

/** The statuses a list can be filtered by: `all` is every status but archived. */
export const customerStatusFilters = ['all', ...customerStatuses] as const;
export type CustomerStatusFilter = (typeof customerStatusFilters)[number];

export const geoPoint = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** `address` from a geocoder, `zone` when only the service zone's centre is known. */
  precision: z.enum(['address', 'zone']),
});
export type GeoPoint = z.infer<typeof geoPoint>;

/** A service zone of the gazetteer: its name and the coordinates of its centre. */
export const serviceZone = z
  .object({
    id: z.enum(serviceZones),
    name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  })
  .openapi('ServiceZone');
export type ServiceZoneView = z.infer<typeof serviceZone>;

export const serviceZonesResult = z.object({ zones: z.array(serviceZone) }).openapi('ServiceZones');
export type ServiceZonesResult = z.infer<typeof serviceZonesResult>;

/** A customer as the owner's screens read it (spec §3 "Customer (owner list)"), and more. */
export const customer = z
  .object({
    id: objectId,
    /** The customer's login in identity; null for one the owner added who has not signed up. */
    userId: objectId.nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    zone: z.enum(serviceZones).nullable(),
    pickupDay: z.enum(pickupDays).nullable(),
    location: geoPoint.nullable(),
    status: z.enum(customerStatuses),
    bucketNumber: z.string(),
    /** The plan on record: weekly, biweekly, monthly, or none. */
    subscription: z.enum(customerPlanChoices),
    /** The card subscription's standing in billing, or 'none' when the owner manages it by hand. */
    subscriptionStatus: z.string(),
    bucketCount: z.number().int().min(1),
    containerType: z.string(),
    pickupInstructions: z.string(),
    notes: z.string(),
    nextPickup: z.string().nullable(),
    nextPickupDate: moment.nullable(),
    totalOrders: z.number().int().min(0),
    lastOrderDate: moment.nullable(),
    lastActivity: moment,
    /** Dollars a month: the plan's price and the extra buckets', or the card subscription's amount. */
    monthlySpend: z.number(),
    joinDate: moment,
  })
  .openapi('Customer');
export type Customer = z.infer<typeof customer>;

export const customersQuery = pageQuery
  .extend({
    /** Name, e-mail, phone, address or bucket number; case-insensitive. */
    search: z.string().trim().max(100).optional(),
    status: z.enum(customerStatusFilters).default('all'),
  })
  .openapi('CustomersQuery');
export type CustomersQuery = z.infer<typeof customersQuery>;

/** Both shapes the spec's screens read: totals at the top, and `pagination`. */
export const customersResult = z
  .object({
    customers: z.array(customer),
    total: z.number().int().min(0),
    totalPages: z.number().int().min(0),
    pagination,
  })
  .openapi('CustomerList');
export type CustomersResult = z.infer<typeof customersResult>;

/** The five stat cards of /business-customers, over the whole business. */
export const customerStats = z
  .object({
    totalCustomers: z.number().int().min(0),
    active: z.number().int().min(0),
    paused: z.number().int().min(0),
    /** Dollars: the sum of monthlySpend. */
    monthlyRevenue: z.number(),
    /** Dollars: monthlyRevenue over the active count (at least 1). */
    avgOrderValue: z.number(),
  })
  .openapi('CustomerStats');
export type CustomerStats = z.infer<typeof customerStats>;

export const nextBucketNumberResult = z.object({ bucketNumber: z.string() }).openapi('NextBucketNumber');

const customerFields = {
  firstName: required(100),
  /** The rest of the full name after its first word; a one-word name leaves it blank. */
  lastName: z.string().trim().max(100, 'At most 100 characters').default(''),
  email: customerEmail,
  phone: optionalText(40),
  address: required(300),
  city: optionalText(100),
  state: optionalText(50),
  zipCode: optionalText(20),
  zone: z.enum(serviceZones).nullable().optional(),
  pickupDay: z.enum(pickupDays).nullable().optional(),
  bucketCount: z.number().int().min(1).max(20).optional(),
  pickupInstructions: optionalText(1000),
  notes: optionalText(2000),
};

export const addCustomerBody = z
  .object({
    ...customerFields,
    /** Blank: the next B-NNN of the business. */
    bucketNumber: bucketNumber.optional(),
    subscription: z.enum(customerPlanChoices).optional(),
    /** The add dialog sends it; a customer is all this call creates. */
    role: z.literal('customer').optional(),
  })
  .openapi('CreateCustomerRequest');
export type AddCustomerBody = z.infer<typeof addCustomerBody>;

export const milestoneResult = z.object({
  isMilestone: z.boolean(),
  customerCount: z.number().int().min(0),
});
export type MilestoneResult = z.infer<typeof milestoneResult>;

export const addCustomerResult = z
  .object({
    customer,
    milestoneResult,
    /** Set when the service chose something for the owner (the bucket number, the zone). */
    autoAssignmentMessage: z.string().nullable(),
  })
  .openapi('CustomerCreated');
export type AddCustomerResult = z.infer<typeof addCustomerResult>;

export const updateCustomerBody = z
  .object({
    ...customerFields,
    bucketNumber: bucketNumber.min(1, customerMessages.missingInformation).optional(),
    /** The plan chosen in the edit dialog. */
    subscription: z.enum(customerPlanChoices).optional(),
    /** Archiving has its own call; the edit dialog may pause, deactivate or reactivate. */
    status: z.enum(['active', 'paused', 'inactive']).optional(),
  })
  .openapi('UpdateCustomerRequest');
export type UpdateCustomerBody = z.infer<typeof updateCustomerBody>;

export const customerResult = z.object({ customer }).openapi('CustomerResult');
export type CustomerResult = z.infer<typeof customerResult>;

// Import from a spreadsheet (beyond the spec).

/** The customer fields a CSV column can map to, by header name. */
export const importableFields = [
  'fullName',
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
  'zone',
  'bucketNumber',
  'subscription',
  'pickupInstructions',
  'notes',
] as const;
export type ImportableField = (typeof importableFields)[number];

export const importPreviewBody = z
  .object({
    csv: z
      .string({ error: customerMessages.importEmpty })
      .min(1, customerMessages.importEmpty)
      .max(limits.customerImportBytes, customerMessages.importTooLarge),
  })
  .openapi('CustomerImportPreviewRequest');
export type ImportPreviewBody = z.infer<typeof importPreviewBody>;

export const importPreviewRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int().min(2),
  /** The row as a create request would send it; null when it cannot be one (see errors). */
  customer: addCustomerBody.nullable(),
  errors: z.array(z.string()),
  /** An e-mail already in the business, or earlier in the file: imported once, never twice. */
  duplicate: z.boolean(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;

export const importPreviewResult = z
  .object({
    /** Each header of the file and the field it fills (null: ignored). */
    columns: z.array(z.object({ header: z.string(), field: z.enum(importableFields).nullable() })),
    rows: z.array(importPreviewRow),
    ready: z.number().int().min(0),
    duplicates: z.number().int().min(0),
    invalid: z.number().int().min(0),
  })
  .openapi('CustomerImportPreview');
export type ImportPreviewResult = z.infer<typeof importPreviewResult>;

export const importCustomersBody = z
  .object({
    customers: z
      .array(z.object({ line: z.number().int().min(2), customer: addCustomerBody }))
      .min(1)
      .max(limits.customerImportBatch),
  })
  .openapi('CustomerImportRequest');
export type ImportCustomersBody = z.infer<typeof importCustomersBody>;

export const importCustomersResult = z
  .object({
    created: z.number().int().min(0),
    /** Lines whose e-mail the business already had: reported, not doubled. */
    duplicates: z.array(z.object({ line: z.number().int(), email: z.string() })),
    failed: z.array(z.object({ line: z.number().int(), error: z.string() })),
    /** The last milestone this batch crossed, if any. */
    milestoneResult,
  })
  .openapi('CustomerImportResult');
export type ImportCustomersResult = z.infer<typeof importCustomersResult>;

// A household signs itself up on its business's page (customer side §2, §3, §7).

export const customerSignupBody = z
  .object({
    /** The business the page shows; it must be the one the request is for (Host or X-Tenant). */
    tenantId: objectId.optional(),
    firstName: required(100),
    lastName: required(100),
    email: customerEmail,
    phone: optionalText(40),
    address: required(300),
    city: optionalText(100),
    state: optionalText(50),
    zipCode: optionalText(20),
    pickupInstructions: optionalText(1000),
    planId: z.enum(customerPlanIntervals, { error: customerMessages.choosePlan }),
    /** Sent by the screen; the price charged is always the business's own for the plan. */
    planAmount: z.number().optional(),
    planInterval: z.string().optional(),
  })
  .openapi('CustomerSignupRequest');
export type CustomerSignupBody = z.infer<typeof customerSignupBody>;

export const customerSignupResult = z
  .object({
    clientSecret: z.string(),
    /** Billing's payment, for the simulated confirm in development. */
    paymentId: objectId,
    intent: z.enum(['payment', 'setup']),
    customerId: objectId,
    /** Dollars a month, as charged. */
    amount: z.number(),
  })
  .openapi('CustomerSignup');
export type CustomerSignupResult = z.infer<typeof customerSignupResult>;

/** 409 on sign-up: the e-mail is already a customer of this business (Account Already Exists). */
export const existingCustomerBody = errorBody
  .extend({
    businessName: z.string(),
    loginUrl: z.url(),
    suggestion: z.string(),
  })
  .openapi('ExistingCustomer');
export type ExistingCustomerBody = z.infer<typeof existingCustomerBody>;

// A household's own account (customer side: the schedule page's Update Preferences and Change
// Address, and the dashboard's onboarding dialog). Who is asking comes from the session.

const calendarDay = z.iso.date().openapi({ example: '2026-12-01' });

/** A pause of pickups: none on `from` or after, until `until` (null: until the customer resumes). */
export const servicePause = z
  .object({
    /** The first day without pickups, in the business's time zone. */
    from: calendarDay,
    /** The first day with pickups again; null until the customer resumes. */
    until: calendarDay.nullable(),
  })
  .openapi('ServicePause');
export type ServicePause = z.infer<typeof servicePause>;

/** The household's own record: what the customer may see of themselves (not the owner's notes). */
export const householdProfile = z
  .object({
    id: objectId,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    zone: z.enum(serviceZones).nullable(),
    pickupDay: z.enum(pickupDays).nullable(),
    status: z.enum(customerStatuses),
    bucketNumber: z.string(),
    bucketCount: z.number().int().min(1),
    pickupInstructions: z.string(),
    subscription: z.enum(customerPlanChoices),
    /** A pause on record, current or ahead; null when none. */
    pause: servicePause.nullable(),
    /** The dashboard's 3-step onboarding was finished or closed (spec: hasSeenOnboarding). */
    hasSeenOnboarding: z.boolean(),
  })
  .openapi('HouseholdProfile');
export type HouseholdProfile = z.infer<typeof householdProfile>;

export const householdProfileResult = z
  .object({ profile: householdProfile })
  .openapi('HouseholdProfileResult');
export type HouseholdProfileResult = z.infer<typeof householdProfileResult>;

export const householdPreferencesBody = z
  .object({
    pickupInstructions: optionalText(1000),
    bucketCount: z
      .number({ error: customerMessages.bucketCountRange })
      .int(customerMessages.bucketCountRange)
      .min(1, customerMessages.bucketCountRange)
      .max(limits.householdBuckets, customerMessages.bucketCountRange)
      .optional(),
  })
  .refine((body) => body.pickupInstructions !== undefined || body.bucketCount !== undefined, {
    message: customerMessages.nothingToChange,
  })
  .openapi('HouseholdPreferencesRequest');
export type HouseholdPreferencesBody = z.infer<typeof householdPreferencesBody>;

/** `from` today or later (the service checks against the business's today). */
export const pauseServiceBody = z
  .object({ from: calendarDay, until: calendarDay.nullable().default(null) })
  .refine((body) => body.until === null || body.until > body.from, {
    message: customerMessages.resumeBeforePause,
    path: ['until'],
  })
  .openapi('PauseServiceRequest');
export type PauseServiceBody = z.infer<typeof pauseServiceBody>;

/** A new address: every part required; the service geocodes it and places it in a zone. */
export const changeAddressBody = z
  .object({
    address: required(300),
    city: required(100),
    state: required(50),
    zipCode: z
      .string({ error: customerMessages.invalidZipCode })
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, customerMessages.invalidZipCode),
  })
  .openapi('ChangeAddressRequest');
export type ChangeAddressBody = z.infer<typeof changeAddressBody>;

const customerOnly = ['customer'] as const;
const noAccount = error(customerMessages.notYourAccount);

const notFound = error(customerMessages.notFound);

export const customerApi = {
  list: {
    method: 'get',
    path: '/api/customers',
    owner: 'customer',
    summary: "The business's customers, a page at a time, searched and filtered by status",
    access: owner,
    query: customersQuery,
    responses: { 200: ok('A page of customers', customersResult) },
  },
  stats: {
    method: 'get',
    path: '/api/customers/stats',
    owner: 'customer',
    summary: 'Totals of the whole business for the stat cards',
    access: owner,
    responses: { 200: ok('The totals', customerStats) },
  },
  zones: {
    method: 'get',
    path: '/api/customers/zones',
    owner: 'customer',
    summary: 'The service zones and their centres',
    access: owner,
    responses: { 200: ok('The zones', serviceZonesResult) },
  },
  nextBucketNumber: {
    method: 'get',
    path: '/api/customers/next-bucket-number',
    owner: 'customer',
    summary: 'The bucket number Auto-assign suggests (the next B-NNN)',
    access: owner,
    responses: { 200: ok('The next number', nextBucketNumberResult) },
  },
  previewImport: {
    method: 'post',
    path: '/api/customers/import/preview',
    owner: 'customer',
    summary: 'Read a CSV of customers: columns mapped by header, each row checked, nothing saved',
    access: owner,
    body: importPreviewBody,
    responses: { 200: ok('What an import would do', importPreviewResult) },
  },
  importCustomers: {
    method: 'post',
    path: '/api/customers/import',
    owner: 'customer',
    summary: `Create up to ${limits.customerImportBatch} previewed rows; e-mails the business has are reported, not doubled`,
    access: owner,
    body: importCustomersBody,
    responses: {
      200: ok('What was created', importCustomersResult),
      402: error(billingMessages.choosePlan),
      403: error(customerMessages.planLimitReached),
    },
  },
  get: {
    method: 'get',
    path: '/api/customers/{id}',
    owner: 'customer',
    summary: 'One customer',
    access: owner,
    params: idParams,
    responses: { 200: ok('The customer', customerResult), 404: notFound },
  },
  create: {
    method: 'post',
    path: '/api/customers',
    owner: 'customer',
    summary: 'Add a customer (the next bucket number when none is given)',
    access: owner,
    body: addCustomerBody,
    responses: {
      201: ok('Added', addCustomerResult),
      402: error(billingMessages.choosePlan),
      403: error(customerMessages.planLimitReached),
      409: error(`"${customerMessages.duplicateEmail}" or "${customerMessages.bucketNumberTaken}"`),
    },
  },
  update: {
    method: 'put',
    path: '/api/customers/{id}',
    owner: 'customer',
    summary: "Change a customer's details, plan or status",
    access: owner,
    params: idParams,
    body: updateCustomerBody,
    responses: {
      200: ok('Updated', customerResult),
      404: notFound,
      409: error(`"${customerMessages.duplicateEmail}" or "${customerMessages.bucketNumberTaken}"`),
    },
  },
  archive: {
    method: 'patch',
    path: '/api/customers/{id}/archive',
    owner: 'customer',
    summary: 'Move a customer to the archive (reversible)',
    access: owner,
    params: idParams,
    responses: { 200: ok('Archived', customerResult), 404: notFound },
  },
  unarchive: {
    method: 'patch',
    path: '/api/customers/{id}/unarchive',
    owner: 'customer',
    summary: 'Restore an archived customer to active',
    access: owner,
    params: idParams,
    responses: { 200: ok('Restored', customerResult), 404: notFound },
  },
  remove: {
    method: 'delete',
    path: '/api/customers/{id}',
    owner: 'customer',
    summary: 'Delete a customer for good (other services purge their copies on customer.deleted)',
    access: owner,
    params: idParams,
    responses: { 204: { description: 'Deleted' }, 404: notFound },
  },
  signup: {
    method: 'post',
    path: '/api/customer/signup',
    owner: 'customer',
    summary:
      "A household signs up on its business's page: the customer (pending), a login, and the card subscription to confirm",
    access: 'public',
    body: customerSignupBody,
    responses: {
      201: ok('The card to confirm', customerSignupResult),
      403: error(customerMessages.signupUnavailable),
      404: error('Business Not Found'),
      409: { description: 'Account Already Exists', schema: existingCustomerBody },
    },
  },
  myProfile: {
    method: 'get',
    path: '/api/customer/profile',
    owner: 'customer',
    summary: "The signed-in household's own record (404 for a login with no customer record)",
    access: customerOnly,
    responses: { 200: ok('The household', householdProfileResult), 404: noAccount },
  },
  updateMyPreferences: {
    method: 'put',
    path: '/api/customer/preferences',
    owner: 'customer',
    summary: 'Change pickup instructions and the number of buckets',
    access: customerOnly,
    body: householdPreferencesBody,
    responses: { 200: ok('The household', householdProfileResult), 404: noAccount },
  },
  pauseMyService: {
    method: 'put',
    path: '/api/customer/pause',
    owner: 'customer',
    summary:
      'Pause pickups from a day (today or later), until a day or until resumed; replaces a pause ahead',
    access: customerOnly,
    body: pauseServiceBody,
    responses: {
      200: ok('The household', householdProfileResult),
      404: noAccount,
      409: error(customerMessages.cannotPause),
      422: error(customerMessages.pauseFromPast),
    },
  },
  resumeMyService: {
    method: 'post',
    path: '/api/customer/resume',
    owner: 'customer',
    summary: 'End a pause now (or call off one ahead): pickups follow the route again',
    access: customerOnly,
    responses: {
      200: ok('The household', householdProfileResult),
      404: noAccount,
      409: error(customerMessages.notPaused),
    },
  },
  changeMyAddress: {
    method: 'put',
    path: '/api/customer/address',
    owner: 'customer',
    summary:
      'Move the household: geocoded, placed in its zone; routing moves it to a route of that zone and the owner is told (customer.address_changed)',
    access: customerOnly,
    body: changeAddressBody,
    responses: {
      200: ok('The household', householdProfileResult),
      404: noAccount,
      409: error(customerMessages.sameAddress),
    },
  },
  finishMyOnboarding: {
    method: 'put',
    path: '/api/customer/onboarding',
    owner: 'customer',
    summary: "Remember that the dashboard's onboarding dialog was finished or closed",
    access: customerOnly,
    responses: { 200: ok('The household', householdProfileResult), 404: noAccount },
  },
} as const satisfies Operations;

export const customerOperations: ApiOperation[] = Object.values(customerApi);
