import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router';
import { BrandMark, type Brand } from './brand-mark';
import type { NavItem } from './navigation';

export const drawerWidth = 264;

interface NavListProps {
  items: NavItem[];
  onNavigate?: () => void;
}

/** Vertical navigation links; the current one is highlighted (NavLink marks it `.active`). */
export function NavList({ items, onNavigate }: NavListProps) {
  return (
    <List component="nav" aria-label="Main navigation" sx={{ px: 1 }}>
      {items.map(({ label, to, icon: Icon, end }) => (
        <ListItemButton
          key={label}
          component={NavLink}
          to={to}
          end={end}
          onClick={onNavigate}
          sx={{
            borderRadius: 1,
            mb: 0.5,
            color: 'text.primary',
            '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 },
            '&.active .MuiListItemIcon-root': { color: 'primary.main' },
          }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
        </ListItemButton>
      ))}
    </List>
  );
}

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  brand: Brand;
  home: string;
  items: NavItem[];
  badge?: string;
  onLogout: () => void;
}

/** The navigation of small screens (below the spec's 768 px breakpoint), opened from the menu button. */
export function NavDrawer({ open, onClose, brand, home, items, badge, onLogout }: NavDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: drawerWidth, maxWidth: '85vw' } } }}
      data-testid="nav-drawer"
    >
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }} onClick={onClose}>
        <BrandMark brand={brand} to={home} />
        {badge && (
          <Chip
            label={badge}
            size="small"
            color="primary"
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          />
        )}
      </Box>
      <Divider />
      <NavList items={items} onNavigate={onClose} />
      <Divider sx={{ mt: 'auto' }} />
      <List sx={{ px: 1 }}>
        <ListItemButton
          onClick={() => {
            onClose();
            onLogout();
          }}
          sx={{ borderRadius: 1 }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Logout" />
        </ListItemButton>
      </List>
    </Drawer>
  );
}
