/** Business constants of the spec, word for word where the spec gives words. */

/** A driver signs in only to the drivers' mobile app (spec: drivers have no screens here). */
export const roles = ['platform-admin', 'owner', 'customer', 'driver'] as const;
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

/** A service zone's centre: the town's coordinates, for routing when no geocoder is configured. */
export interface ZoneCentre {
  name: string;
  latitude: number;
  longitude: number;
}

/** The service zones (spec §2.6) with their towns' centres: the built-in gazetteer (DESIGN §6). */
export const serviceZoneCentres = {
  bangor: { name: 'Bangor', latitude: 44.8012, longitude: -68.7778 },
  belfast: { name: 'Belfast', latitude: 44.4259, longitude: -69.0064 },
  brewer: { name: 'Brewer', latitude: 44.7967, longitude: -68.7614 },
  bucksport: { name: 'Bucksport', latitude: 44.5737, longitude: -68.7956 },
  carmel: { name: 'Carmel', latitude: 44.7987, longitude: -69.0503 },
  frankfort: { name: 'Frankfort', latitude: 44.6098, longitude: -68.8767 },
  hampden: { name: 'Hampden', latitude: 44.7445, longitude: -68.837 },
  hermon: { name: 'Hermon', latitude: 44.8103, longitude: -68.9134 },
  monroe: { name: 'Monroe', latitude: 44.6134, longitude: -69.0234 },
  newburgh: { name: 'Newburgh', latitude: 44.7253, longitude: -69.01 },
  orrington: { name: 'Orrington', latitude: 44.7312, longitude: -68.8264 },
  prospect: { name: 'Prospect', latitude: 44.5498, longitude: -68.8509 },
  searsport: { name: 'Searsport', latitude: 44.4581, longitude: -68.9253 },
  'stockton-springs': { name: 'Stockton Springs', latitude: 44.489, longitude: -68.857 },
  'verona-island': { name: 'Verona Island', latitude: 44.5337, longitude: -68.7826 },
  winterport: { name: 'Winterport', latitude: 44.6381, longitude: -68.8453 },
} as const satisfies Record<string, ZoneCentre>;

export type ServiceZone = keyof typeof serviceZoneCentres;
export const serviceZones = Object.keys(serviceZoneCentres) as [ServiceZone, ...ServiceZone[]];

/**
 * A customer's standing (spec §4), and `pending`: signed up on the business's page, card not
 * yet confirmed. Pending customers are listed under "all" but count toward no total or limit.
 */
export const customerStatuses = ['active', 'paused', 'inactive', 'archived', 'pending'] as const;
export type CustomerStatus = (typeof customerStatuses)[number];

export const routeStatuses = ['planned', 'in_progress', 'completed', 'delayed'] as const;
export type RouteStatus = (typeof routeStatuses)[number];

export const vehicleTypes = ['truck', 'van', 'car'] as const;
export type VehicleType = (typeof vehicleTypes)[number];

export const driverRoles = ['driver', 'admin', 'view-only'] as const;
export type DriverRole = (typeof driverRoles)[number];

/** How often a customer on a route is visited: every occurrence, every other one, or the month's first. */
export const pickupFrequencies = ['weekly', 'biweekly', 'monthly'] as const;
export type PickupFrequency = (typeof pickupFrequencies)[number];

/** What became of a stop on a day's run. */
export const stopOutcomes = ['collected', 'skipped'] as const;
export type StopOutcome = (typeof stopOutcomes)[number];

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
  /** A CSV of customers to import: about 5,000 rows. */
  customerImportBytes: 1024 * 1024,
  /** Rows one import call creates; the screen sends a file in batches and shows the progress. */
  customerImportBatch: 50,
  /** Days a route list or calendar reads at once (six weeks: a month view's grid). */
  routeRangeDays: 42,
  /** Weeks of a customer's upcoming pickups on the schedule page. */
  upcomingPickupWeeks: 8,
  /** Stops one route may hold. */
  routeStops: 500,
  /** Buckets a household may ask for itself on the schedule page (the owner may set up to 20). */
  householdBuckets: 10,
} as const;

export const defaultPickupWindow = '2:00 PM - 5:00 PM';
export const bucketNumberPrefix = 'B-';
export const earthRadiusMiles = 3959;
export const platformFeeRate = 0.1;
export const demoPaymentDollars = 50;

/** The platform plans a business can buy (the trial is where every business starts, not a purchase). */
export const purchasablePlanIds = ['starter', 'professional', 'enterprise'] as const;
export type PurchasablePlanId = (typeof purchasablePlanIds)[number];

/** Days before a trial's end when its owner is reminded. */
export const trialReminderDays = 3;

/**
 * A business's platform subscription as billing keeps it: the spec's trial, active and cancelled,
 * and the states between that Stripe has (a trial that ended unpaid, a renewal that failed).
 */
export const platformSubscriptionStatuses = [
  'trial',
  'trial_expired',
  'active',
  'past_due',
  'cancelled',
] as const;
export type PlatformSubscriptionStatus = (typeof platformSubscriptionStatuses)[number];

/** A customer's pickup subscription. */
export const customerSubscriptionStatuses = ['incomplete', 'active', 'past_due', 'cancelled'] as const;
export type CustomerSubscriptionStatus = (typeof customerSubscriptionStatuses)[number];

/** An order from the cart: paid, then on its way, then delivered (with the next pickup). */
export const orderStatuses = ['placed', 'in_transit', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** A card payment's purpose: the cart, a plan, the Connect demo, or saving a card. */
export const paymentPurposes = [
  'order',
  'platform_subscription',
  'customer_subscription',
  'connect_demo',
  'card_update',
] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/** The products a new business starts with (the owner edits them in Settings, Products). */
export const defaultProducts = [
  {
    name: 'Farm Fresh Eggs',
    description: 'A dozen free-range eggs from a partner farm, delivered with your pickup',
    price: 6.5,
    category: 'farm',
  },
  {
    name: 'Compost Bag',
    description: '20 lb bag of finished compost made from your community’s food scraps',
    price: 8,
    category: 'compost',
  },
  {
    name: 'Extra Bucket',
    description: 'A second 5-gallon bucket for households with more scraps',
    price: 5,
    category: 'supplies',
  },
  {
    name: 'Compostable Liners (50)',
    description: 'Certified compostable bucket liners, pack of 50',
    price: 12,
    category: 'supplies',
  },
] as const;

/** The category that marks a customer's favourite on Popular Items. */
export const favouriteCategory = 'user-favorite';

/** Products of Popular Items. */
export const popularProductsLimit = 6;

/** The most of one product a cart holds. */
export const maxCartQuantity = 99;

export const ui = {
  toastDurationMs: 5000,
  maxToasts: 1,
  mobileBreakpointPx: 768,
  settingsCacheMs: 10 * 60 * 1000,
} as const;

/** Subdomains that never name a business: the web and the gateway both skip them. */
export const reservedSubdomains = ['www', 'admin', 'localhost'] as const;

/**
 * Names a business may not register: the hosts above, the platform's own hosts, and every first
 * path segment the web app owns (a slug is also a path prefix, /{slug}/dashboard). A web test
 * keeps the second half in step with the web's routes.
 */
export const unavailableSubdomains = [
  ...reservedSubdomains,
  'api',
  'app',
  'assets',
  'auth',
  'cdn',
  'docs',
  'help',
  'mail',
  'platform',
  'static',
  'status',
  'ws',
  'analytics',
  'business',
  'business-analytics',
  'business-customers',
  'business-drivers',
  'business-messages',
  'business-routes',
  'business-settings',
  'business-weight-tracking',
  'checkout',
  'contacts',
  'customer',
  'customer-welcome',
  'customers',
  'dashboard',
  'faq',
  'forgot-password',
  'login',
  'magic-link-login',
  'magic-login',
  'messages',
  'messaging',
  'orders',
  'platform-admin',
  'platform-admin-setup',
  'product-details',
  'register',
  'reset-password',
  'routes',
  'schedule',
  'signup',
  'stripe-connect-demo',
  'subscribe',
  'subscription',
  'subscription-success',
  'support',
  'support-tickets',
  'tenant-dashboard',
  'tenant-onboarding',
] as const;

/** A business's settings before the owner changes them (business spec §3, DESIGN.md §6). */
export const defaultBusinessSettings = {
  tagline: '',
  primaryColor: colors.primary,
  secondaryColor: colors.secondary,
  logoUrl: null,
  emailRemindersEnabled: true,
  smsRemindersEnabled: true,
  dayBeforeReminderEnabled: true,
  dayBeforeReminderTime: reminderDefaults.dayBeforeReminderTime,
  morningOfReminderEnabled: true,
  morningOfReminderTime: reminderDefaults.morningOfReminderTime,
  reminderMessage: reminderDefaults.reminderMessage,
  soundNotificationsEnabled: true,
  milestoneInterval: limits.defaultMilestoneInterval,
  phone: '',
  email: '',
  website: '',
  timeZone: defaultTimeZone,
} as const;

/** Logo files a business may upload, recognised by their content. */
export const logoMediaTypes = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoMediaType = (typeof logoMediaTypes)[number];

/** Custom domains: where the A record points is configuration; the TXT record proves ownership. */
export const domainVerification = {
  txtRecordName: '_pickup-verification',
  txtValuePrefix: 'pickup-verification=',
  propagationNote: 'DNS changes can take up to 48 hours to propagate, typically 2 to 6 hours.',
} as const;

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

export * from './calendar-days';
export * from './billing-constants';
export * from './tenant-constants';
export * from './customer-constants';
export * from './routing-constants';
