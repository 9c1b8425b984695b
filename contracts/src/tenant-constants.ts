/**
 * The words of the tenant service and its screens.
 * ./constants re-exports them from here: every first page loads ./constants, and a bundler
 * leaves out of that load a module that only lazy screens use.
 */

/** What the tenant service answers, word for word where the spec gives the words. */
export const tenantMessages = {
  subdomainFormat: 'Only lowercase letters, numbers, and hyphens allowed',
  subdomainLength: 'Subdomain must be 3 to 63 characters',
  subdomainUnavailable: 'This subdomain is not available',
  subdomainTaken: 'This subdomain is already taken',
  businessNameRequired: 'Business name is required',
  invalidEmail: 'Invalid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidDomain: 'Enter a domain such as pickup.example.com',
  domainTaken: 'This domain is already used by another business',
  existingAccount: 'An account with this email already exists',
  existingAccountSuggestion: 'Sign in to your existing account, or use a different email address.',
  alreadyHasBusiness: 'Your account already has a business',
  businessNotFound: 'Business Not Found',
  tenantNotFound: 'Tenant not found',
  registrationUnavailable: 'Registration is temporarily unavailable, please try again in a moment.',
  invalidColor: 'Colors must be # followed by six hex digits',
  invalidTime: 'Times must be HH:MM',
  invalidMilestone: 'Milestone interval must be 25, 50 or 100',
  invalidTimeZone: 'Unknown time zone',
  logoMissing: 'Choose an image file to upload',
  logoType: 'The logo must be a PNG, JPEG or SVG image',
  logoTooLarge: 'The logo must be at most 5MB',
  noCustomDomain: 'This business has no custom domain',
  domainNotVerified: 'The TXT record was not found yet. DNS changes can take up to 48 hours.',
  demoRequestRequired: 'Please fill in all required fields (Name, Email, and Company Name).',
  demoRequestReceived: "Thank you! We'll contact you within 24 hours to schedule your 30-minute demo.",
  demoRequestNotFound: 'Demo request not found',
} as const;
