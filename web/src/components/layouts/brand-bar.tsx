import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { BrandMark, type Brand } from './brand-mark';

interface BrandBarProps {
  brand: Brand;
  home: string;
  /** The role badge ('Customer', 'Business Owner'); the operator's bar has none. */
  badge?: string;
  onOpenMenu: () => void;
  onLogout: () => void;
}

/**
 * The top bar every signed-in layout shares: menu button (below 768 px), brand, badge, logout. It
 * sits on the business's own colour and draws everything in the header's text colour (black or
 * white by contrast), so it reads on any colour a business picks.
 */
export function BrandBar({ brand, home, badge, onOpenMenu, onLogout }: BrandBarProps) {
  return (
    <Toolbar sx={{ gap: 2, px: { xs: 2, md: 3 } }}>
      <IconButton
        edge="start"
        color="inherit"
        aria-label="Open navigation menu"
        onClick={onOpenMenu}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <BrandMark brand={brand} to={home} tone="inverse" />
      <Box sx={{ flex: 1 }} />
      {badge && (
        <Chip
          label={badge}
          size="small"
          variant="outlined"
          sx={{
            display: { xs: 'none', sm: 'inline-flex' },
            color: 'inherit',
            borderColor: 'currentColor',
            fontWeight: 600,
          }}
        />
      )}
      <Button
        color="inherit"
        startIcon={<LogoutIcon />}
        onClick={onLogout}
        sx={{ display: { xs: 'none', md: 'inline-flex' } }}
      >
        Logout
      </Button>
    </Toolbar>
  );
}
