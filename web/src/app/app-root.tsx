import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet, ScrollRestoration } from 'react-router';
import { ToastProvider } from '../components/toast/toast-provider';
import { useBranding } from '../features/branding/hooks/use-branding';
import { api } from '../lib/api';
import { useSession } from '../lib/session';
import type { AppDispatch } from './store';
import { createAppTheme } from './theme';

/**
 * Cached server data belongs to whoever was signed in when it was fetched; when the session
 * changes (sign-in, logout, a 401, another tab) it is dropped so nobody sees another user's data.
 */
function useResetCacheOnSessionChange() {
  const dispatch = useDispatch<AppDispatch>();
  const token = useSession().token;
  const previous = useRef(token);
  useEffect(() => {
    if (previous.current === token) return;
    previous.current = token;
    dispatch(api.util.resetApiState());
  }, [token, dispatch]);
}

/** Everything that needs the router (the business comes from the path): theme, toasts, title. */
export function AppRoot() {
  const { businessName, primaryColor, secondaryColor } = useBranding();
  const theme = useMemo(
    () => createAppTheme({ primaryColor, secondaryColor }),
    [primaryColor, secondaryColor],
  );
  useResetCacheOnSessionChange();

  useEffect(() => {
    document.title = businessName;
  }, [businessName]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <ScrollRestoration />
        <Outlet />
      </ToastProvider>
    </ThemeProvider>
  );
}
