import { useEffect } from 'react';
import { startSilentRefresh } from './auth-session';

/** Keeps the access token fresh while the app is open (see startSilentRefresh). */
export function useSilentRefresh(): void {
  useEffect(() => startSilentRefresh(), []);
}
