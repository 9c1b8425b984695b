import Box from '@mui/material/Box';
import { lazy, Suspense, type ComponentType } from 'react';
import type { ScreenId } from '../../config/paths';

/**
 * The screens built so far, by id. Each feature issue registers its screen component here, loaded
 * lazily so that a visitor downloads only the screens they open; a screen without one renders its
 * region empty, inside the right layout, so every route is reachable.
 */
const builtScreens: Partial<Record<ScreenId, ComponentType>> = {
  landing: lazy(() =>
    import('../../features/landing/components/landing-screen').then((m) => ({ default: m.LandingScreen })),
  ),
  login: lazy(() =>
    import('../../features/auth/components/login-screen').then((m) => ({ default: m.LoginScreen })),
  ),
  register: lazy(() =>
    import('../../features/auth/components/register-screen').then((m) => ({ default: m.RegisterScreen })),
  ),
  magicLinkLogin: lazy(() =>
    import('../../features/auth/components/magic-link-login-screen').then((m) => ({
      default: m.MagicLinkLoginScreen,
    })),
  ),
  magicLogin: lazy(() =>
    import('../../features/auth/components/magic-login-screen').then((m) => ({
      default: m.MagicLoginScreen,
    })),
  ),
  forgotPassword: lazy(() =>
    import('../../features/auth/components/forgot-password-screen').then((m) => ({
      default: m.ForgotPasswordScreen,
    })),
  ),
  resetPassword: lazy(() =>
    import('../../features/auth/components/reset-password-screen').then((m) => ({
      default: m.ResetPasswordScreen,
    })),
  ),
  platformAdminSetup: lazy(() =>
    import('../../features/auth/components/platform-admin-setup-screen').then((m) => ({
      default: m.PlatformAdminSetupScreen,
    })),
  ),
};

export function Screen({ id }: { id: ScreenId }) {
  const Built = builtScreens[id];
  return (
    <Box component="section" data-screen={id}>
      {Built && (
        <Suspense fallback={null}>
          <Built />
        </Suspense>
      )}
    </Box>
  );
}
