import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useLogout } from '../../lib/use-logout';
import { BrandBar } from './brand-bar';
import type { Brand } from './brand-mark';
import { MainContent } from './main-content';
import { NavDrawer, NavList, drawerWidth } from './nav-drawer';
import { adminNavigation } from './navigation';

/** Platform-operator chrome: a sidebar (Dashboard, Demo Requests, Tenants, Analytics), a drawer below 768 px. */
export function AdminLayout({ brand, children }: { brand: Brand; children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const logout = useLogout();
  const navigation = adminNavigation(useLocation().pathname);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" elevation={0} sx={{ bgcolor: 'brand.main', color: 'brand.contrastText' }}>
        <BrandBar
          brand={brand}
          home={navigation.home}
          onOpenMenu={() => setDrawerOpen(true)}
          onLogout={logout}
        />
      </AppBar>
      <Box sx={{ flex: 1, display: 'flex' }}>
        <Box
          component="aside"
          sx={{
            display: { xs: 'none', md: 'block' },
            width: drawerWidth,
            flexShrink: 0,
            bgcolor: 'background.paper',
            borderRight: 1,
            borderColor: 'divider',
            pt: 2,
          }}
        >
          <Box sx={{ position: 'sticky', top: 80 }}>
            <NavList items={navigation.items} />
          </Box>
        </Box>
        <MainContent>{children}</MainContent>
      </Box>
      <NavDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        brand={brand}
        home={navigation.home}
        items={navigation.items}
        onLogout={logout}
      />
    </Box>
  );
}
