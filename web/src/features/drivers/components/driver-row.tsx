import ActivateIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import CalendarIcon from '@mui/icons-material/EventOutlined';
import DeactivateIcon from '@mui/icons-material/PauseCircleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DriverView } from '@pickup/contracts/schemas';
import { RowAction } from '../../../components/data/row-action';
import { Fragment } from 'react';
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

function vehicleParts(driver: DriverView): string[] {
  return [
    vehicleLabel(driver.vehicleType),
    driver.vehiclePlate && `Plate ${driver.vehiclePlate}`,
    driver.vehicleCapacity,
    `holds ${plural(driver.maxBuckets, 'bucket')}`,
  ];
}

/**
 * A line of facts joined by middle dots. Each fact wraps as a whole ("(207) 555-0134" never splits
 * across lines), but one longer than the line (a long e-mail) may break anywhere.
 */
function Line({ parts, data }: { parts: string[]; data?: string }) {
  const shown = parts.filter(Boolean);
  return (
    <Typography variant="body2" {...(data ? { [`data-driver-${data}`]: '' } : {})}>
      {shown.map((part, index) => (
        <Fragment key={`${index}:${part}`}>
          {index > 0 && ' · '}
          <Box component="span" sx={{ display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' }}>
            {part}
          </Box>
        </Fragment>
      ))}
    </Typography>
  );
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
  const facts = [
    plural(driver.routeCount, 'route'),
    driver.hasLogin ? 'Has an app login' : 'No app login',
    calendarState(driver),
  ];

  return (
    <Box
      component="li"
      data-driver={driver.id}
      sx={{
        px: { xs: 2, sm: 3 },
        py: 2,
        display: 'grid',
        columnGap: 1.75,
        rowGap: 0.5,
        alignItems: 'center',
        // On a phone the text and the actions take the row's whole width under the vehicle and name.
        gridTemplateColumns: { xs: '40px minmax(0, 1fr)', md: '40px minmax(0, 1fr) auto' },
        gridTemplateAreas: {
          xs: '"icon head" "body body" "actions actions"',
          sm: '"icon head" ". body" ". actions"',
          md: '"icon head actions" ". body actions"',
        },
      }}
    >
      <Box sx={{ gridArea: 'icon' }}>
        <VehicleIcon type={driver.vehicleType} />
      </Box>
      <Box
        sx={{
          gridArea: 'head',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1.25,
          rowGap: 0.5,
        }}
      >
        <Typography id={nameId} component="h3" sx={{ fontWeight: 700, fontSize: 16 }}>
          {driver.name}
        </Typography>
        <StatusChip
          label={roleLooks[driver.role].label}
          tone={driver.role === 'admin' ? 'info' : 'neutral'}
        />
      </Box>
      <Box sx={{ gridArea: 'body', minWidth: 0, '& p': { color: 'text.secondary' } }}>
        <Line parts={[driver.email, driver.phone]} />
        <Line parts={vehicleParts(driver)} data="vehicle" />
        <Line parts={facts} data="facts" />
      </Box>
      <Box
        sx={{
          gridArea: 'actions',
          alignSelf: 'start',
          // Two a row on a phone, in columns, rather than wrapping wherever a label ends.
          display: { xs: 'grid', sm: 'flex' },
          gridTemplateColumns: 'repeat(2, max-content)',
          justifyItems: 'start',
          flexWrap: 'wrap',
          columnGap: { xs: 3, sm: 0.5 },
          justifyContent: { sm: 'flex-start', md: 'flex-end' },
          mt: { xs: 1, md: 0 },
          // The first button's icon lines up with the text above it.
          ml: { xs: '-5px', md: 0 },
        }}
      >
        <RowAction label="Edit" nameId={nameId} icon={<EditIcon />} onClick={() => onAction('edit')} />
        <RowAction
          label="Calendar Feed"
          nameId={nameId}
          icon={<CalendarIcon />}
          onClick={() => onAction('feed')}
        />
        {driver.isActive ? (
          <RowAction
            label="Deactivate"
            nameId={nameId}
            icon={<DeactivateIcon />}
            onClick={() => onAction('deactivate')}
          />
        ) : (
          <>
            <RowAction
              label="Activate"
              nameId={nameId}
              icon={<ActivateIcon />}
              onClick={() => onAction('activate')}
            />
            <RowAction
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
