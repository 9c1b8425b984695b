/** Business constants of the spec, word for word where the spec gives words. */

export const roles = ['platform-admin', 'owner', 'customer'] as const;
export type Role = (typeof roles)[number];

export const currency = 'usd';
export const weightUnit = 'lbs';
export const defaultTimeZone = 'America/New_York';

export const customerPlanIntervals = ['weekly', 'biweekly', 'monthly'] as const;
export type CustomerPlanInterval = (typeof customerPlanIntervals)[number];

export interface CustomerPlan {
  id: CustomerPlanInterval;
  name: string;
  /** Dollars per month. */
  price: number;
  interval: 'month';
  description: string;
  features: string[];
  popular: boolean;
}

const bucketFeature = '5-gallon bucket delivered within 3 to 5 business days';

export const customerPlans: readonly CustomerPlan[] = [
  {
    id: 'weekly',
    name: 'Weekly',
    price: 25,
    interval: 'month',
    description: 'Pickup every week',
    features: ['Weekly pickup', bucketFeature],
    popular: true,
  },
  {
    id: 'biweekly',
    name: 'Biweekly',
    price: 15,
    interval: 'month',
    description: 'Pickup every other week',
    features: ['Pickup every two weeks', bucketFeature],
    popular: false,
  },
  {
    id: 'monthly',
    name: 'Monthly',
    price: 10,
    interval: 'month',
    description: 'Pickup once a month',
    features: ['Monthly pickup', bucketFeature],
    popular: false,
  },
];

/** Dollars per month for each bucket beyond the first. */
export const extraBucketPrice = 5;

export const cartTaxRate = 0.08;

export const platformPlanIds = ['trial', 'starter', 'professional', 'enterprise'] as const;
export type PlatformPlanId = (typeof platformPlanIds)[number];

/** -1 means unlimited, as the plan-usage card shows it. */
export const unlimited = -1;

export interface PlatformPlanLimits {
  customers: number;
  routes: number;
  monthlyOrders: number;
}

export interface PlatformPlan {
  id: PlatformPlanId;
  name: string;
  /** Dollars per month. */
  price: number;
  limits: PlatformPlanLimits;
  popular: boolean;
  trialDays?: number;
}

const starterLimits: PlatformPlanLimits = { customers: 50, routes: 10, monthlyOrders: 500 };

export const platformPlans: readonly PlatformPlan[] = [
  { id: 'trial', name: 'Trial', price: 0, limits: starterLimits, popular: false, trialDays: 14 },
  { id: 'starter', name: 'Starter', price: 29, limits: starterLimits, popular: false },
  {
    id: 'professional',
    name: 'Professional',
    price: 79,
    limits: { customers: 200, routes: 50, monthlyOrders: 2000 },
    popular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 149,
    limits: { customers: unlimited, routes: unlimited, monthlyOrders: unlimited },
    popular: false,
  },
];

export const mostPopularLabel = 'Most Popular';

export const serviceZones = [
  'bangor',
  'belfast',
  'brewer',
  'bucksport',
  'carmel',
  'frankfort',
  'hampden',
  'hermon',
  'monroe',
  'newburgh',
  'orrington',
  'prospect',
  'searsport',
  'stockton-springs',
  'verona-island',
  'winterport',
] as const;
export type ServiceZone = (typeof serviceZones)[number];

export const customerStatuses = ['active', 'paused', 'inactive', 'archived'] as const;
export type CustomerStatus = (typeof customerStatuses)[number];

export const routeStatuses = ['planned', 'in_progress', 'completed', 'delayed'] as const;
export type RouteStatus = (typeof routeStatuses)[number];

export const weightEntryStatuses = ['processed', 'needs_review', 'pending_weight', 'pending'] as const;
export type WeightEntryStatus = (typeof weightEntryStatuses)[number];

export const contaminationMaterials = ['Glass', 'Plastic', 'Metal', 'Rubber', 'Grease'] as const;

export const vehicleTypes = ['truck', 'van', 'car'] as const;
export type VehicleType = (typeof vehicleTypes)[number];

export const driverRoles = ['driver', 'admin', 'view-only'] as const;
export type DriverRole = (typeof driverRoles)[number];

export const tenantSubscriptionStatuses = ['trial', 'active', 'cancelled'] as const;
export type TenantSubscriptionStatus = (typeof tenantSubscriptionStatuses)[number];

export const demoRequestStatuses = ['new', 'contacted', 'scheduled', 'completed'] as const;
export type DemoRequestStatus = (typeof demoRequestStatuses)[number];

export const paymentAccountStatuses = ['active', 'pending', 'restricted'] as const;

export const contactSources = ['manual', 'import'] as const;

export const pickupDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type PickupDay = (typeof pickupDays)[number];

export const milestoneIntervals = [25, 50, 100] as const;

export const colors = {
  primary: '#3c6650',
  secondary: '#2d4d3c',
} as const;

export const hexColorPattern = /^#[0-9a-fA-F]{6}$/;

export const reminderDefaults = {
  dayBeforeReminderTime: '18:00',
  morningOfReminderTime: '08:00',
  reminderMessage: "Don't forget to put your buckets out for pickup!",
} as const;

export const limits = {
  customerPageSize: 20,
  customerPickerLimit: 100,
  maxPageSize: 100,
  dashboardRecentCustomers: 5,
  searchResults: 5,
  messagesPanel: 5,
  addressSuggestions: 4,
  subdomainMinLength: 3,
  subdomainMaxLength: 63,
  ownerPasswordMinLength: 6,
  logoMaxBytes: 5 * 1024 * 1024,
  defaultMilestoneInterval: 50,
  defaultDriverCapacity: 20,
  defaultBucketCount: 1,
  defaultEstimatedRouteMinutes: 120,
  distanceEstimatePerRoute: 25,
  jsonBodyBytes: 100 * 1024,
} as const;

export const defaultPickupWindow = '2:00 PM - 5:00 PM';
export const bucketNumberPrefix = 'B-';
export const earthRadiusMiles = 3959;
export const platformFeeRate = 0.1;
export const demoPaymentDollars = 50;

export const ui = {
  toastDurationMs: 5000,
  maxToasts: 1,
  mobileBreakpointPx: 768,
  settingsCacheMs: 10 * 60 * 1000,
} as const;

/** Subdomains that never name a business: the web and the gateway both skip them. */
export const reservedSubdomains = ['www', 'admin', 'localhost'] as const;
/** First path segments that never name a business. */
export const nonBusinessPathSegments = ['login', 'register'] as const;

/** Sign-in and sessions (identity): lifetimes, the refresh cookie, and the messages the API answers. */
export const auth = {
  accessTokenTtlSeconds: 15 * 60,
  /** A session lasts this long without sign-in; each refresh rotates its token, not its end. */
  sessionTtlDays: 30,
  magicLinkTtlMinutes: 15,
  passwordResetTtlMinutes: 60,
  refreshCookieName: 'refresh_token',
  refreshCookiePath: '/api/auth',
  usernameMinLength: 3,
  usernameMaxLength: 50,
  /** Typed as the username on the login screen, it opens platform-admin setup: nobody may own it. */
  reservedUsernames: ['setup'],
} as const;

export const authMessages = {
  invalidCredentials: 'Invalid credentials',
  usernameTaken: 'Username is already taken',
  emailTaken: 'An account with this email already exists',
  noBusiness: 'No business is identified for this request',
  businessNotFound: 'Business Not Found',
  magicLinkSent: 'If an account exists for that email, a sign-in link is on its way.',
  resetLinkSent: 'If an account exists for that email, a reset link is on its way.',
  passwordReset: 'Your password has been reset.',
  linkExpired: 'This link has expired or was already used.',
  sessionEnded: 'Session ended, please sign in again',
  tooManyAttempts: 'Too many attempts, please try again later.',
  adminExists: 'A platform admin already exists',
  wrongSetupToken: 'The setup token is not valid',
} as const;
