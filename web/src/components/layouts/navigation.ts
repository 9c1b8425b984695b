import AnalyticsIcon from '@mui/icons-material/BarChartOutlined';
import BusinessIcon from '@mui/icons-material/ApartmentOutlined';
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import CartIcon from '@mui/icons-material/ShoppingCartOutlined';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import DemoRequestIcon from '@mui/icons-material/ContactMailOutlined';
import DriverIcon from '@mui/icons-material/LocalShippingOutlined';
import FaqIcon from '@mui/icons-material/HelpOutlineOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import RouteIcon from '@mui/icons-material/RouteOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import SupportIcon from '@mui/icons-material/SupportAgentOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { hrefFor, tenantHomeHref } from '../../config/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Active only on this exact path (for links to a root such as / or /{tenant}). */
  end?: boolean;
}

export interface RoleNavigation {
  /** Where the brand (logo and name) links to. */
  home: string;
  items: NavItem[];
}

/** Customer header (customer spec §2): dashboard, schedule, cart, support, FAQ; the logo goes to /customer. */
export function customerNavigation(tenant: string | null): RoleNavigation {
  return {
    home: tenant ? hrefFor('customerDashboard', tenant) : '/customer',
    items: [
      { label: 'Dashboard', to: hrefFor('customerDashboard', tenant), icon: DashboardIcon },
      { label: 'Schedule', to: hrefFor('customerSchedule', tenant), icon: CalendarIcon },
      { label: 'Cart', to: hrefFor('customerCart', tenant), icon: CartIcon },
      { label: 'Support', to: hrefFor('support', tenant), icon: SupportIcon },
      { label: 'FAQ', to: hrefFor('faq', tenant), icon: FaqIcon },
    ],
  };
}

/** Owner header (business spec §2.1). Dashboard is / (or /{tenant}), which shows the owner's analytics. */
export function ownerNavigation(tenant: string | null): RoleNavigation {
  const dashboard = tenant ? tenantHomeHref(tenant) : '/';
  return {
    home: dashboard,
    items: [
      { label: 'Dashboard', to: dashboard, icon: DashboardIcon, end: true },
      { label: 'Customers', to: hrefFor('businessCustomers', tenant), icon: PeopleIcon },
      { label: 'Routes', to: hrefFor('businessRoutes', tenant), icon: RouteIcon },
      { label: 'Drivers', to: hrefFor('businessDrivers', tenant), icon: DriverIcon },
      { label: 'Support', to: hrefFor('supportTickets', tenant), icon: SupportIcon },
      { label: 'Analytics', to: hrefFor('businessAnalytics', tenant), icon: AnalyticsIcon },
      { label: 'Payments', to: hrefFor('stripeConnect', tenant), icon: PaymentsIcon },
      { label: 'Settings', to: hrefFor('businessSettings', tenant), icon: SettingsIcon },
    ],
  };
}

/**
 * Platform-admin sidebar (business spec §2.16). The /admin/* and /platform-admin/* forms are both
 * valid; links stay in whichever form the operator is using.
 */
export function adminNavigation(pathname: string): RoleNavigation {
  const base = pathname === '/admin' || pathname.startsWith('/admin/') ? '/admin' : '/platform-admin';
  return {
    home: base,
    items: [
      { label: 'Dashboard', to: base, icon: DashboardIcon, end: true },
      { label: 'Demo Requests', to: `${base}/demo-requests`, icon: DemoRequestIcon },
      { label: 'Tenants', to: `${base}/tenants`, icon: BusinessIcon },
      { label: 'Analytics', to: `${base}/analytics`, icon: AnalyticsIcon },
    ],
  };
}
