import CustomersIcon from '@mui/icons-material/PeopleAltOutlined';
import MessagesIcon from '@mui/icons-material/ForumOutlined';
import RoutesIcon from '@mui/icons-material/AltRouteOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { QuickTiles } from '../../../components/page/quick-tiles';
import { useOwnerLinks } from '../hooks/use-owner-links';

/** The spec's quick-action tiles (§2.5): /customers, /routes, /messaging and /business-settings. */
export function QuickActions() {
  const links = useOwnerLinks();
  return (
    <QuickTiles
      label="Quick actions"
      tiles={[
        {
          icon: <CustomersIcon />,
          label: 'Customers',
          hint: 'Add and manage households',
          to: links.customers,
        },
        {
          icon: <RoutesIcon />,
          label: 'Routes',
          hint: 'Plan and follow pickups',
          to: links.routes,
        },
        {
          icon: <MessagesIcon />,
          label: 'Messages',
          hint: 'Talk with your customers',
          to: links.messages,
        },
        {
          icon: <SettingsIcon />,
          label: 'Settings',
          hint: 'Branding, reminders, billing',
          to: links.settings,
        },
      ]}
    />
  );
}
