import AddIcon from '@mui/icons-material/Add';
import DriversIcon from '@mui/icons-material/BadgeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { routingMessages } from '@pickup/contracts/constants';
import type { DriverView } from '@pickup/contracts/schemas';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { PageHeader } from '../../../components/page/page-header';
import { useDriversQuery } from '../api/drivers-api';
import { DriverRow, type RowAction } from './driver-row';
import { DriverStats } from './driver-stats';
import { CalendarFeedDialog } from './calendar-feed-dialog';

// The add, edit and confirmation dialogs load when they first open. The calendar feed's comes with
// the screen: the MUI dialog and text field it brings are what every dialog here needs, so opening
// add or edit then loads only their form (zod and the contract's schemas).
const AddDriverDialog = lazy(() =>
  import('./driver-form-dialog').then((m) => ({ default: m.AddDriverDialog })),
);
const EditDriverDialog = lazy(() =>
  import('./driver-form-dialog').then((m) => ({ default: m.EditDriverDialog })),
);
const ConfirmDriverDialog = lazy(() =>
  import('./driver-confirm-dialog').then((m) => ({ default: m.ConfirmDriverDialog })),
);

/** The dialog open: add, or an action on a driver (named by id, so it shows the list's latest). */
type Dialog = { kind: 'add' } | { kind: RowAction; driverId: string };

const driversLoadFailed = 'The drivers could not load';

/**
 * Driver management (/business-drivers, business spec §2.8): the three counters, the active and the
 * inactive drivers, and every change to them, one dialog at a time.
 */
export function DriversScreen() {
  const drivers = useDriversQuery(undefined, { refetchOnMountOrArgChange: true });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const add = () => setDialog({ kind: 'add' });
  const data = drivers.data;
  const chosen =
    dialog && dialog.kind !== 'add' ? data?.drivers.find((d) => d.id === dialog.driverId) : undefined;

  return (
    <>
      <PageHeader
        title="Driver Management"
        description="The people who run your routes: their vehicles, their logins for the drivers’ app and their calendars."
        actions={
          <Button variant="contained" disableElevation startIcon={<AddIcon />} onClick={add}>
            Add Driver
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 } }}>
        {data ? (
          <>
            <DriverStats result={data} />
            {data.drivers.length === 0 ? (
              <Card variant="outlined">
                <EmptyState
                  icon={<DriversIcon />}
                  title={routingMessages.driversEmpty}
                  description="Add the people who drive your routes. A driver given a password can sign in to the drivers’ app."
                  action={
                    <Button variant="contained" disableElevation startIcon={<AddIcon />} onClick={add}>
                      Add Driver
                    </Button>
                  }
                />
              </Card>
            ) : (
              <>
                <DriverList
                  title="Active Drivers"
                  drivers={data.drivers.filter((driver) => driver.isActive)}
                  none="No active drivers: activate one below, or add a driver."
                  onAction={(action, driver) => setDialog({ kind: action, driverId: driver.id })}
                />
                <DriverList
                  title="Inactive Drivers"
                  drivers={data.drivers.filter((driver) => !driver.isActive)}
                  none="No inactive drivers."
                  onAction={(action, driver) => setDialog({ kind: action, driverId: driver.id })}
                />
              </>
            )}
          </>
        ) : drivers.isError ? (
          <ErrorState
            title={driversLoadFailed}
            message="Please try again in a moment."
            onRetry={() => void drivers.refetch()}
          />
        ) : (
          <LoadingState label="Loading the drivers" />
        )}
      </Box>
      <Suspense fallback={null}>
        {dialog?.kind === 'add' && <AddDriverDialog onClose={close} />}
        {chosen && dialog?.kind === 'edit' && (
          <EditDriverDialog key={chosen.id} driver={chosen} onClose={close} />
        )}
        {chosen && dialog?.kind === 'feed' && <CalendarFeedDialog driver={chosen} onClose={close} />}
        {chosen &&
          (dialog?.kind === 'deactivate' || dialog?.kind === 'activate' || dialog?.kind === 'delete') && (
            <ConfirmDriverDialog kind={dialog.kind} driver={chosen} onClose={close} />
          )}
      </Suspense>
    </>
  );
}

interface DriverListProps {
  title: string;
  drivers: DriverView[];
  /** What the list says when it has no one. */
  none: string;
  onAction: (action: RowAction, driver: DriverView) => void;
}

/** One of the two lists, Active Drivers or Inactive Drivers, with its count. */
function DriverList({ title, drivers, none, onAction }: DriverListProps) {
  const headingId = `drivers-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={headingId} data-driver-list={title}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.25 }}>
        {title}{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          ({drivers.length})
        </Box>
      </Typography>
      <Card variant="outlined">
        {drivers.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, py: 2.5 }}>
            {none}
          </Typography>
        ) : (
          <Box
            component="ul"
            sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
          >
            {drivers.map((driver) => (
              <DriverRow key={driver.id} driver={driver} onAction={(action) => onAction(action, driver)} />
            ))}
          </Box>
        )}
      </Card>
    </Box>
  );
}
