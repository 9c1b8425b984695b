import { useSession } from '../../../lib/session';
import { useTenant } from '../../../lib/use-tenant';
import {
  brandingFreshSeconds,
  defaultBranding,
  useGetOwnerBrandingQuery,
  useGetPublicBrandingQuery,
  type Branding,
} from '../api/get-branding';

/**
 * The business's name, logo and colours for the current visitor. Any failure falls back to the
 * defaults silently, as the spec wants; the platform operator has no business and sees the defaults.
 */
export function useBranding(): Branding {
  const role = useSession().user?.role;
  // The slug is both the cache key of public branding and the X-Tenant header of its request.
  const slug = useTenant()?.slug ?? null;
  const options = { refetchOnMountOrArgChange: brandingFreshSeconds };
  const owner = useGetOwnerBrandingQuery(undefined, { ...options, skip: role !== 'owner' });
  const visitor = useGetPublicBrandingQuery(slug, {
    ...options,
    skip: role === 'owner' || role === 'platform-admin',
  });
  if (role === 'platform-admin') return defaultBranding;
  return (role === 'owner' ? owner.data : visitor.data) ?? defaultBranding;
}
