import { lazy, Suspense } from 'react';
import {
  Navigate,
  Outlet,
  createBrowserRouter,
  useMatch,
  useParams,
  useSearchParams,
  type RouteObject,
} from 'react-router';
import {
  hrefFor,
  paths,
  screenIds,
  tenantParam,
  type Access,
  type ScreenId,
  type ScreenPath,
} from '../config/paths';
import { RouteAccessContext } from '../lib/route-access';
import { useSession } from '../lib/session';
import { isAdminHost, isTenantPathSegment } from '../lib/tenant';
import { useTenant } from '../lib/use-tenant';
import { AppRoot } from './app-root';
import { PublicChrome, RoleChrome, SessionChrome, screenRole } from './routes/chrome';
import { NotFound } from './routes/not-found';
import { RouteError } from './routes/route-error';
import { Screen } from './routes/screen';

type Chrome = NonNullable<ScreenPath['chrome']>;

/**
 * Layout route of a group of screens with the same access rule. A user whose role may not open the
 * screen (or a visitor) gets the login screen in place, at the same address, so signing in there
 * leads straight back.
 */
function AccessGate({ access, chrome }: { access: Access; chrome: Chrome }) {
  const role = screenRole(useSession().user?.role);
  const onLoginPage = useMatch(hrefFor('login', null)) !== null;
  if (access === 'public') {
    if (chrome === 'session') {
      return (
        <SessionChrome>
          <Outlet />
        </SessionChrome>
      );
    }
    return (
      <PublicChrome showSignIn={!onLoginPage}>
        <Outlet />
      </PublicChrome>
    );
  }
  if (role && access.includes(role)) {
    return (
      <RoleChrome role={role}>
        <Outlet />
      </RoleChrome>
    );
  }
  return (
    <PublicChrome showSignIn={false}>
      <RouteAccessContext value={access}>
        <Screen id="login" />
      </RouteAccessContext>
    </PublicChrome>
  );
}

/**
 * `/`: the landing page for visitors (or with ?landing / ?home), or on a business's subdomain that
 * business's own page; an owner's analytics; a customer's dashboard; on the admin host, the
 * operator's console.
 */
function HomeRoute() {
  const [search] = useSearchParams();
  const role = useSession().user?.role;
  const onBusinessHost = useTenant()?.source === 'host';
  const landingAsked = search.has('landing') || search.has('home');
  // The operator's own host opens the console (its gate shows the login screen to anyone else).
  if (isAdminHost(window.location.host)) return <Navigate replace to={hrefFor('adminOverview', null)} />;
  if (!landingAsked && role === 'owner') {
    return (
      <RoleChrome role="owner">
        <Screen id="businessAnalytics" />
      </RoleChrome>
    );
  }
  if (!landingAsked && role === 'customer') {
    return (
      <RoleChrome role="customer">
        <Screen id="customerDashboard" />
      </RoleChrome>
    );
  }
  return (
    <PublicChrome>
      <Screen id={onBusinessHost ? 'businessPage' : 'landing'} />
    </PublicChrome>
  );
}

/** `/{tenant}` alone: the business's own page for visitors; owners and customers go to their home screen. */
function TenantHome() {
  const tenant = useParams()[tenantParam] ?? '';
  const role = useSession().user?.role;
  if (role === 'owner') return <Navigate replace to={hrefFor('businessAnalytics', tenant)} />;
  if (role === 'customer') return <Navigate replace to={hrefFor('customerDashboard', tenant)} />;
  return (
    <PublicChrome>
      <Screen id="businessPage" />
    </PublicChrome>
  );
}

/** `/{tenant}/...` exists only when the first segment can name a business (not dashboard, faq, ...). */
function TenantScope() {
  const tenant = useParams()[tenantParam] ?? '';
  return isTenantPathSegment(tenant) ? <Outlet /> : <NotFound />;
}

// Loaded only for a driver's session: no one else ever sees it.
const DriverSessionPage = lazy(() =>
  import('./routes/driver-session').then((m) => ({ default: m.DriverSessionPage })),
);

/**
 * A driver's login has no screens in this web app (they use the drivers' mobile app): whatever
 * address it opens, after sign-in or later, shows the page that says so, with Sign out.
 */
function DriverSessionGate() {
  const isDriver = useSession().user?.role === 'driver';
  if (!isDriver) return <Outlet />;
  return (
    <PublicChrome showSignIn={false}>
      <Suspense fallback={null}>
        <DriverSessionPage />
      </Suspense>
    </PublicChrome>
  );
}

/** Screens whose address depends on who asks and where: HomeRoute and TenantHome place them. */
const placedByHand: ReadonlySet<ScreenId> = new Set(['landing', 'businessPage']);

/** One layout route per access rule, holding every pattern `select` gives for the screens. */
function gatedRoutes(select: (screen: ScreenPath) => readonly string[]): RouteObject[] {
  const groups = new Map<string, { access: Access; chrome: Chrome; children: RouteObject[] }>();
  for (const id of screenIds) {
    if (placedByHand.has(id)) continue;
    const screen = paths[id];
    const chrome = screen.chrome ?? 'public';
    const key = `${screen.access === 'public' ? 'public' : screen.access.join(',')}|${chrome}`;
    const group = groups.get(key) ?? { access: screen.access, chrome, children: [] };
    groups.set(key, group);
    for (const path of select(screen)) group.children.push({ path, element: <Screen id={id} /> });
  }
  return [...groups.values()]
    .filter((group) => group.children.length > 0)
    .map(({ access, chrome, children }) => ({
      element: <AccessGate access={access} chrome={chrome} />,
      children,
    }));
}

const tenantPrefix = `/:${tenantParam}/`;

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      {
        errorElement: <RouteError />,
        element: <DriverSessionGate />,
        children: [
          { path: '/', element: <HomeRoute /> },
          ...gatedRoutes((screen) =>
            [screen.path, ...(screen.aliases ?? [])].filter(
              (path): path is string => path !== null && path !== '/',
            ),
          ),
          {
            path: `/:${tenantParam}`,
            element: <TenantScope />,
            children: [
              { index: true, element: <TenantHome /> },
              ...gatedRoutes((screen) =>
                screen.tenantPath ? [screen.tenantPath.replace(tenantPrefix, '')] : [],
              ),
            ],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
