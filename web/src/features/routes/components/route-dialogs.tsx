import { routingMessages } from '@pickup/contracts/constants';
import type { Route } from '@pickup/contracts/schemas';
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { errorToast } from '../utils/messages';
import type { CalendarDate } from '../utils/dates';
import type { DetailsAction } from './route-details-dialog';

// Each dialog (with the contract's schemas its form checks with) loads when it first opens; the map
// brings Leaflet, in a chunk of its own.
const RouteDetailsDialog = lazy(() =>
  import('./route-details-dialog').then((m) => ({ default: m.RouteDetailsDialog })),
);
const RouteFormDialog = lazy(() =>
  import('./route-form-dialog').then((m) => ({ default: m.RouteFormDialog })),
);
const AddCustomersDialog = lazy(() =>
  import('./add-customers-dialog').then((m) => ({ default: m.AddCustomersDialog })),
);
const DeleteRouteDialog = lazy(() =>
  import('./delete-route-dialog').then((m) => ({ default: m.DeleteRouteDialog })),
);
const RouteExceptionDialog = lazy(() =>
  import('./route-exception-dialog').then((m) => ({ default: m.RouteExceptionDialog })),
);
const RouteMapDialog = lazy(() => import('./route-map-dialog').then((m) => ({ default: m.RouteMapDialog })));

type Dialog =
  | { kind: 'create'; date: CalendarDate }
  | { kind: 'details'; route: Route }
  | { kind: Exclude<DetailsAction, 'skip' | 'move'>; route: Route }
  | { kind: 'exception'; action: 'skip' | 'move'; route: Route };

interface RouteDialogs {
  /** Create New Route, its first day preset. */
  create: (date: CalendarDate) => void;
  details: (route: Route) => void;
  /** The route's map, or the spec's toast when it has no stops to show. */
  map: (route: Route) => void;
}

const RouteDialogsContext = createContext<RouteDialogs | null>(null);

export function useRouteDialogs(): RouteDialogs {
  const dialogs = useContext(RouteDialogsContext);
  if (!dialogs) throw new Error('useRouteDialogs must be used inside RouteDialogsProvider');
  return dialogs;
}

/** The routes screen's dialogs, one at a time, opened from any of its parts. */
export function RouteDialogsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { toast } = useToast();
  const close = () => setDialog(null);
  const map = (route: Route) => {
    if (route.stops.length === 0) toast(errorToast(routingMessages.noRouteAvailable));
    else setDialog({ kind: 'map', route });
  };
  const dialogs: RouteDialogs = {
    create: (date) => setDialog({ kind: 'create', date }),
    details: (route) => setDialog({ kind: 'details', route }),
    map,
  };
  const fromDetails = (action: DetailsAction, route: Route) => {
    if (action === 'map') map(route);
    else if (action === 'skip' || action === 'move') setDialog({ kind: 'exception', action, route });
    else setDialog({ kind: action, route });
  };

  return (
    <RouteDialogsContext.Provider value={dialogs}>
      {children}
      <Suspense fallback={null}>
        {dialog?.kind === 'create' && <RouteFormDialog date={dialog.date} onClose={close} />}
        {dialog?.kind === 'details' && (
          <RouteDetailsDialog route={dialog.route} onAction={fromDetails} onClose={close} />
        )}
        {dialog?.kind === 'edit' && (
          <RouteFormDialog
            key={dialog.route.id}
            route={dialog.route}
            date={dialog.route.date}
            onClose={close}
          />
        )}
        {dialog?.kind === 'add-customers' && <AddCustomersDialog route={dialog.route} onClose={close} />}
        {dialog?.kind === 'delete' && <DeleteRouteDialog route={dialog.route} onClose={close} />}
        {dialog?.kind === 'exception' && (
          <RouteExceptionDialog route={dialog.route} action={dialog.action} onClose={close} />
        )}
        {dialog?.kind === 'map' && <RouteMapDialog route={dialog.route} onClose={close} />}
      </Suspense>
    </RouteDialogsContext.Provider>
  );
}
