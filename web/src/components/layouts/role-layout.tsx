import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useLogout } from '../../lib/use-logout';
import { BrandBar } from './brand-bar';
import type { Brand } from './brand-mark';
import { MainContent } from './main-content';
import { NavDrawer } from './nav-drawer';
import type { RoleNavigation } from './navigation';

interface RoleLayoutProps {
  brand: Brand;
  navigation: RoleNavigation;
  badge: string;
  children: ReactNode;
}

/**
 * Header and page of a signed-in customer or owner. From 768 px the links sit in a row under the
 * brand bar (a second row, so the owner's eight links fit at any desktop width); below, a drawer
 * opened from the menu button replaces them.
 */
export function RoleLayout({ brand, navigation, badge, children }: RoleLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const logout = useLogout();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" elevation={0} sx={{ bgcolor: 'brand.main', color: 'brand.contrastText' }}>
        <Container maxWidth="lg" disableGutters>
          <BrandBar
            brand={brand}
            home={navigation.home}
            badge={badge}
            onOpenMenu={() => setDrawerOpen(true)}
            onLogout={logout}
          />
        </Container>
        <Box
          sx={{
            display: { xs: 'none', md: 'block' },
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Container maxWidth="lg" sx={{ px: { md: 3 } }}>
            {/* Pulled out by the links' own padding so the first icon lines up with the logo above. */}
            <Box
              component="nav"
              aria-label="Main navigation"
              sx={{ display: 'flex', gap: 0.5, overflowX: 'auto', mx: -1.25 }}
            >
              {navigation.items.map(({ label, to, icon: Icon, end }) => (
                <Button
                  key={label}
                  component={NavLink}
                  to={to}
                  end={end}
                  startIcon={<Icon fontSize="small" />}
                  sx={{
                    flexShrink: 0,
                    color: 'text.secondary',
                    borderRadius: 0,
                    py: 1.5,
                    px: 1.5,
                    borderBottom: 2,
                    borderColor: 'transparent',
                    '&.active': { color: 'primary.main', borderColor: 'primary.main' },
                  }}
                >
                  {label}
                </Button>
              ))}
            </Box>
          </Container>
        </Box>
      </AppBar>
      <NavDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        brand={brand}
        home={navigation.home}
        items={navigation.items}
        badge={badge}
        onLogout={logout}
      />
      <MainContent>{children}</MainContent>
    </Box>
  );
}
