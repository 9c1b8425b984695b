import CartIcon from '@mui/icons-material/ShoppingCartOutlined';
import ScaleIcon from '@mui/icons-material/ScaleOutlined';
import ScheduleIcon from '@mui/icons-material/CalendarMonthOutlined';
import SupportIcon from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hrefFor, paths } from '../../../config/paths';
import { useTenantPrefix } from '../../../lib/use-tenant';

interface TileProps {
  icon: ReactNode;
  label: string;
  hint: string;
  /** A link's address, or what a click does (the cart opens as a dialog). */
  to?: string;
  onClick?: () => void;
}

function Tile({ icon, label, hint, to, onClick }: TileProps) {
  const content = (
    <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 0.75, height: '100%' }}>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 30 } }}>
        {icon}
      </Box>
      <Typography sx={{ fontWeight: 700 }}>{label}</Typography>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </Box>
  );
  const area = {
    width: '100%',
    height: '100%',
    display: 'block',
    textAlign: 'left',
    '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
  } as const;
  return (
    <Card variant="outlined" component="li" data-tile={label} sx={{ height: '100%' }}>
      {to ? (
        <ButtonBase component={Link} to={to} sx={area}>
          {content}
        </ButtonBase>
      ) : (
        <ButtonBase onClick={onClick} sx={area} aria-haspopup="dialog">
          {content}
        </ButtonBase>
      )}
    </Card>
  );
}

/** The spec's Schedule tile leads to /customer/schedule, the schedule's customer-area address. */
const customerSchedulePath = paths.customerSchedule.aliases?.[0] ?? hrefFor('customerSchedule', null);

/** The dashboard's four quick tiles (customer spec §2): two a row on a phone, four on a desktop. */
export function QuickTiles({ onOpenCart }: { onOpenCart: () => void }) {
  const tenant = useTenantPrefix();
  return (
    <Box
      component="ul"
      aria-label="Quick links"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: { xs: 1.5, md: 2 },
      }}
    >
      <Tile
        icon={<ScheduleIcon />}
        label="Schedule"
        hint="Your pickups ahead"
        to={tenant ? hrefFor('customerSchedule', tenant) : customerSchedulePath}
      />
      <Tile icon={<CartIcon />} label="Cart" hint="Extras to check out" onClick={onOpenCart} />
      <Tile
        icon={<SupportIcon />}
        label="Support"
        hint="Chat with the team"
        to={hrefFor('customerMessaging', tenant)}
      />
      <Tile
        icon={<ScaleIcon />}
        label="Weight"
        hint="What you have diverted"
        to={hrefFor('customerWeightTracking', tenant)}
      />
    </Box>
  );
}
