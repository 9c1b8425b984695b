import { createContext, useContext } from 'react';
import type { Access } from '../config/paths';

/**
 * The access rule of the protected route whose login screen is shown in place (set by the route
 * guard); null on the login page itself. Signing in there stays on the route when the role fits.
 */
export const RouteAccessContext = createContext<Access | null>(null);

export function useRouteAccess(): Access | null {
  return useContext(RouteAccessContext);
}
