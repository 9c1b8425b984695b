import ActivateIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import CalendarIcon from '@mui/icons-material/EventOutlined';
import DeactivateIcon from '@mui/icons-material/PauseCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DriverView } from '@pickup/contracts/schemas';
import type { ReactNode } from 'react';
import { StatusChip } from '../../../components/status-chip';
import { plural, roleLooks, syncedAt, vehicleLabel } from '../utils/labels';
import { VehicleIcon } from './vehicle-icon';

export type RowAction = 'edit' | 'feed' | 'deactivate' | 'activate' | 'delete';

/** Whether a calendar reads the driver's feed: synced (and when), not yet, or revoked. */
export function calendarState(driver: DriverView): string {
  if (driver.calendarFeedUrl === null) return 'Calendar feed revoked';
  return driver.calendarSyncedAt
    ? `Calendar synced ${syncedAt(driver.calendarSyncedAt)}`
    : 'Calendar not synced yet';
}

function vehicleLine(driver: DriverView): string {
  return [
    vehicleLabel(driver.vehicleType),
    driver.vehiclePlate && `Plate ${driver.vehiclePlate}`,
    driver.vehicleCapacity,
    `holds ${plural(driver.maxBuckets, 'bucket')}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

interface DriverRowProps {
  driver: DriverView;
  onAction: (action: RowAction) => void;
}

/**
 * One driver: their vehicle, how to reach them, what they carry, their role, routes, app login and
 * calendar, and the row's actions (Delete only for an inactive driver, business spec §4).
 */
export function DriverRow({ driver, onAction }: DriverRowProps) {
  const nameId = `driver-${driver.id}`;
  const reach = [driver.email, driver.phone].filter(Boolean).join(' · ');
  const facts = [
    plural(driver.routeCount, 'route'),
    driver.hasLogin ? 'Has an app login' : 'No app login',
    calendarState(driver),
  ].join(' · ');

  return (
    <Box
      component="li"
      data-driver={driver.id}
      sx={{
        px: { xs: 2, sm: 3 },
        py: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        columnGap: 2,
        rowGap: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.75, minWidth: 0, flex: '1 1 340px' }}>
        <VehicleIcon type={driver.vehicleType} />
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.25, rowGap: 0.5 }}>
            <Typography id={nameId} component="h3" sx={{ fontWeight: 700, fontSize: 16 }}>
              {driver.name}
            </Typography>
            <StatusChip
              label={roleLooks[driver.role].label}
              tone={driver.role === 'admin' ? 'info' : 'neutral'}
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {reach}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            data-driver-vehicle
            sx={{ overflowWrap: 'anywhere' }}
          >
            {vehicleLine(driver)}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            data-driver-facts
            sx={{ overflowWrap: 'anywhere' }}
          >
            {facts}
          </Typography>
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.5,
          justifyContent: { xs: 'flex-start', sm: 'flex-end' },
          // On a phone the actions sit under the text, their labels' left edge in line with it.
          flex: { xs: '1 1 100%', md: '0 0 auto' },
          pl: { xs: 'calc(44px + 14px - 5px)', md: 0 },
        }}
      >
        <RowButton label="Edit" nameId={nameId} icon={<EditIcon />} onClick={() => onAction('edit')} />
        <RowButton
          label="Calendar Feed"
          nameId={nameId}
          icon={<CalendarIcon />}
          onClick={() => onAction('feed')}
        />
        {driver.isActive ? (
          <RowButton
            label="Deactivate"
            nameId={nameId}
            icon={<DeactivateIcon />}
            onClick={() => onAction('deactivate')}
          />
        ) : (
          <>
            <RowButton
              label="Activate"
              nameId={nameId}
              icon={<ActivateIcon />}
              onClick={() => onAction('activate')}
            />
            <RowButton
              label="Delete"
              nameId={nameId}
              icon={<DeleteIcon />}
              danger
              onClick={() => onAction('delete')}
            />
          </>
        )}
      </Box>
    </Box>
  );
}

interface RowButtonProps {
  label: string;
  /** The driver's name, which the button is read with ("Edit, Robin Lee"). */
  nameId: string;
  icon: ReactNode;
  danger?: boolean;
  onClick: () => void;
}

function RowButton({ label, nameId, icon, danger = false, onClick }: RowButtonProps) {
  return (
    <Button
      size="small"
      color={danger ? 'error' : 'primary'}
      startIcon={icon}
      aria-describedby={nameId}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
