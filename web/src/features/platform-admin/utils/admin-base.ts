import { useLocation } from 'react-router';

/** The operator's console lives under /platform-admin and /admin alike: links stay in the form in use. */
export function useAdminBase(): '/admin' | '/platform-admin' {
  const { pathname } = useLocation();
  return pathname === '/admin' || pathname.startsWith('/admin/') ? '/admin' : '/platform-admin';
}
