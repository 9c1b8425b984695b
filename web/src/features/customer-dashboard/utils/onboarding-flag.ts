/**
 * The spec's local flag hasSeenOnboarding. The server's profile is what counts; this copy keeps the
 * dialog shut for the user who closed it when the server could not be told. It holds that user's
 * id, so another household signing in on the same browser still gets its welcome.
 */
const flagKey = 'hasSeenOnboarding';

export function hasSeenOnboardingLocally(userId: string): boolean {
  try {
    return window.localStorage.getItem(flagKey) === userId;
  } catch {
    return false;
  }
}

export function rememberOnboardingSeen(userId: string): void {
  try {
    window.localStorage.setItem(flagKey, userId);
  } catch {
    // Storage refused: the server's flag still holds.
  }
}
