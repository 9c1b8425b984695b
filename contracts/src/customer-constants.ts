/**
 * The words of the customer service and its screens.
 * ./constants re-exports them from here: every first page loads ./constants, and a bundler
 * leaves out of that load a module that only lazy screens use.
 */

/** What the customer service answers, and the customer screens' toasts, word for word. */
export const customerMessages = {
  missingInformation: 'Missing Information: Please fill in all required fields.',
  invalidEmail: 'Enter a valid email address',
  notFound: 'Customer not found',
  duplicateEmail: 'A customer with this email already exists',
  bucketNumberTaken: 'This bucket number is already in use',
  planLimitReached: "You've reached your plan's customer limit. Upgrade your plan to add more customers.",
  choosePlan: 'Choose a plan',
  existingAccount: 'An account with this email already exists',
  existingAccountSuggestion: 'Sign in to your account to manage your pickups.',
  registrationFailed: 'Registration Failed: Please check your information and try again.',
  signupUnavailable:
    'This business cannot take new customers online right now. Please contact them directly.',
  importEmpty: 'Choose a CSV file with a header row and at least one customer',
  importTooLarge: 'The file is larger than 1 MB; split it and import each part',
  importNoRows: 'The file has no rows under its header',
  importNoEmailColumn: 'No column of the file is an e-mail address (name its header "Email")',
  loadFailed: 'Error loading customers',
  empty: 'No customers found',
  added: 'Customer Added',
  addedText: 'New customer has been added successfully.',
  updated: 'Customer Updated',
  archived: 'Customer Archived',
  archivedText: 'Customer has been moved to archive.',
  restored: 'Customer Restored',
  restoredText: 'Customer has been restored from archive.',
  deleted: 'Customer Deleted',
  deletedText: 'Customer has been permanently deleted.',
  milestone: 'Milestone Reached!',
  addFailed: 'Failed to add customer.',
  updateFailed: 'Failed to update customer.',
  archiveFailed: 'Failed to archive customer.',
  restoreFailed: 'Failed to restore customer.',
  deleteFailed: 'Failed to delete customer.',
} as const;
