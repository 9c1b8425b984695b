/** Toasts of Business Settings: the spec's words (business spec §8). */

export const settingsSavedToast = {
  title: 'Settings Saved',
  message: 'Your business settings have been updated successfully.',
} as const;

export const settingsFailedToast = {
  title: 'Error',
  message: 'Failed to save settings. Please try again.',
} as const;

export const logoUploadedToast = {
  title: 'Logo Uploaded',
  message: 'Your business logo has been uploaded successfully.',
} as const;

export const logoFailedToast = {
  title: 'Upload Failed',
  message: 'Failed to upload logo. Please try again.',
} as const;

export const logoHint = 'PNG, JPG, SVG up to 5MB, at least 300x300px recommended';
