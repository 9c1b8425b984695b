import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet, ScrollRestoration } from 'react-router';
import { BrandContext } from '../components/layouts/brand-context';
import type { Brand } from '../components/layouts/brand-mark';
import { ThemePreviewContext, type PreviewColors } from '../components/theme-preview';
import { ToastProvider } from '../components/toast/toast-provider';
import { useBranding } from '../features/branding/hooks/use-branding';
import { api } from '../lib/api';
import { BusinessTimeZoneContext } from '../lib/business-day';
import { useSession } from '../lib/session';
import { useSilentRefresh } from '../lib/use-silent-refresh';
import type { AppDispatch } from './store';
import { createAppTheme } from './theme';

/**
 * Cached server data belongs to whoever was signed in when it was fetched; when the user changes
 * (sign-in, logout, a 401, another tab) it is dropped so nobody sees another user's data. A refreshed
 * access token of the same user keeps it.
 */
function useResetCacheOnSessionChange() {
  const dispatch = useDispatch<AppDispatch>();
  const user = useSession().user;
  const owner = user ? `${user.role}:${user.id}` : null;
  const previous = useRef(owner);
  useEffect(() => {
    if (previous.current === owner) return;
    previous.current = owner;
    dispatch(api.util.resetApiState());
  }, [owner, dispatch]);
}

/** Everything that needs the router (the business comes from the path): theme, toasts, title. */
export function AppRoot() {
  const { businessName, logoUrl, primaryColor, secondaryColor, timeZone } = useBranding();
  // Colours being edited in the settings show on the whole page before they are saved.
  const [preview, setPreview] = useState<PreviewColors | null>(null);
  const shown = preview ?? { primaryColor, secondaryColor };
  const theme = useMemo(
    () => createAppTheme({ primaryColor: shown.primaryColor, secondaryColor: shown.secondaryColor }),
    [shown.primaryColor, shown.secondaryColor],
  );
  const brand = useMemo<Brand>(() => ({ name: businessName, logoUrl }), [businessName, logoUrl]);
  useResetCacheOnSessionChange();
  useSilentRefresh();

  useEffect(() => {
    document.title = businessName;
  }, [businessName]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ThemePreviewContext value={setPreview}>
        <BrandContext value={brand}>
          <BusinessTimeZoneContext value={timeZone}>
            <ToastProvider>
              <ScrollRestoration />
              <Outlet />
            </ToastProvider>
          </BusinessTimeZoneContext>
        </BrandContext>
      </ThemePreviewContext>
    </ThemeProvider>
  );
}
