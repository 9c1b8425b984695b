import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useLogout } from '../../lib/use-logout';
import { BrandMark, type Brand } from './brand-mark';
import { MainContent } from './main-content';

interface PublicLayoutProps {
  brand: Brand;
  /** Where the brand links to: the landing page of the platform or of the page's business. */
  home: string;
  /** Off on the login screen itself, where a Sign in button would point at the page already shown. */
  showSignIn: boolean;
  children: ReactNode;
}

/** Header and page for visitors: the brand, and Sign in (or Logout for a signed-in user). */
export function PublicLayout({ brand, home, showSignIn, children }: PublicLayoutProps) {
  const signedIn = useSession().user !== null;
  const logout = useLogout();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar
        position="sticky"
        elevation={0}
        color="inherit"
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="lg" disableGutters>
          <Toolbar sx={{ gap: 2, px: { xs: 2, md: 3 } }}>
            <BrandMark brand={brand} to={home} />
            <Box sx={{ flex: 1 }} />
            {signedIn ? (
              <Button
                color="primary"
                startIcon={<LogoutIcon />}
                onClick={logout}
                sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
              >
                Logout
              </Button>
            ) : (
              showSignIn && (
                <Button
                  component={Link}
                  to={hrefFor('login', null)}
                  variant="contained"
                  disableElevation
                  sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
                >
                  Sign in
                </Button>
              )
            )}
          </Toolbar>
        </Container>
      </AppBar>
      <MainContent>{children}</MainContent>
    </Box>
  );
}
