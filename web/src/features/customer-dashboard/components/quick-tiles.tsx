import CartIcon from '@mui/icons-material/ShoppingCartOutlined';
import ScaleIcon from '@mui/icons-material/ScaleOutlined';
import ScheduleIcon from '@mui/icons-material/CalendarMonthOutlined';
import SupportIcon from '@mui/icons-material/SupportAgentOutlined';
import { QuickTiles as Tiles } from '../../../components/page/quick-tiles';
import { hrefFor, paths } from '../../../config/paths';
import { useTenantPrefix } from '../../../lib/use-tenant';

/** The spec's Schedule tile leads to /customer/schedule, the schedule's customer-area address. */
const customerSchedulePath = paths.customerSchedule.aliases?.[0] ?? hrefFor('customerSchedule', null);

/** The dashboard's four quick tiles (customer spec §2), the cart's opening its dialog. */
export function QuickTiles({ onOpenCart }: { onOpenCart: () => void }) {
  const tenant = useTenantPrefix();
  return (
    <Tiles
      label="Quick links"
      tiles={[
        {
          icon: <ScheduleIcon />,
          label: 'Schedule',
          hint: 'Your pickups ahead',
          to: tenant ? hrefFor('customerSchedule', tenant) : customerSchedulePath,
        },
        { icon: <CartIcon />, label: 'Cart', hint: 'Extras to check out', onClick: onOpenCart },
        {
          icon: <SupportIcon />,
          label: 'Support',
          hint: 'Chat with the team',
          to: hrefFor('customerMessaging', tenant),
        },
        {
          icon: <ScaleIcon />,
          label: 'Weight',
          hint: 'What you have diverted',
          to: hrefFor('customerWeightTracking', tenant),
        },
      ]}
    />
  );
}
