import AddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import MapIcon from '@mui/icons-material/MapOutlined';
import OptimizeIcon from '@mui/icons-material/AltRouteOutlined';
import StartIcon from '@mui/icons-material/PlayArrowOutlined';
import DoneIcon from '@mui/icons-material/TaskAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Route, RouteStop, StopResult } from '@pickup/contracts/schemas';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useRouteQuery } from '../api/routes-api';
import { useRouteActions } from '../hooks/use-route-actions';
import { clockLabel, longDay, shortDay } from '../utils/dates';
import { count, duration, miles, zoneName } from '../utils/labels';
import { RouteStatusChip } from './route-status-chip';

/** What the details dialog may open in place of itself. */
export type DetailsAction = 'edit' | 'add-customers' | 'map' | 'skip' | 'move' | 'delete';

interface RouteDetailsDialogProps {
  /** The occurrence as the list or calendar showed it; the dialog keeps it fresh from the server. */
  route: Route;
  onAction: (action: DetailsAction, route: Route) => void;
  onClose: () => void;
}

/**
 * Route Details: every field of the route, its stops in order (address, buckets, and the result
 * once run), one-off changes, and what can be done to it.
 */
export function RouteDetailsDialog({ route: shown, onAction, onClose }: RouteDetailsDialogProps) {
  const fresh = useRouteQuery({ id: shown.id, date: shown.date });
  const route = fresh.data ?? shown;
  const actions = useRouteActions();
  const due = new Set(route.dueStopIds);
  const resultOf = new Map(route.results.map((result) => [result.customerId, result]));
  const canStart = route.status === 'planned' || route.status === 'delayed';
  const act = (action: DetailsAction) => onAction(action, route);
  const times = route.endTime
    ? `${clockLabel(route.startTime)} – ${clockLabel(route.endTime)}`
    : `From ${clockLabel(route.startTime)}`;

  return (
    <Dialog
      open
      onClose={actions.busy ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="route-details-title"
      sx={{
        '& .MuiDialog-paper': { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } },
      }}
    >
      <DialogTitle
        id="route-details-title"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
      >
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {route.name}
        </Box>
        <RouteStatusChip status={route.status} />
      </DialogTitle>
      {/* Focusable, so a keyboard can scroll a long route's stops. */}
      <DialogContent
        tabIndex={0}
        role="region"
        aria-labelledby="route-details-title"
        sx={{ display: 'grid', gap: 2.5 }}
      >
        {route.capacityWarning && <Alert severity="warning">{route.capacityWarning}</Alert>}
        <Box role="group" aria-label="Route actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button startIcon={<EditIcon />} variant="contained" disableElevation onClick={() => act('edit')}>
            Edit Route
          </Button>
          {canStart && (
            <Button
              startIcon={<StartIcon />}
              variant="outlined"
              disabled={actions.busy}
              onClick={() => void actions.start(route)}
            >
              Start Route
            </Button>
          )}
          {route.status === 'in_progress' && (
            <Button
              startIcon={<DoneIcon />}
              variant="outlined"
              disabled={actions.busy}
              onClick={() => void actions.complete(route)}
            >
              Complete Route
            </Button>
          )}
          <Button
            startIcon={<OptimizeIcon />}
            variant="outlined"
            disabled={actions.busy}
            onClick={() => void actions.optimize(route)}
          >
            Optimize
          </Button>
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => act('add-customers')}>
            Add Customers
          </Button>
          <Button startIcon={<MapIcon />} variant="outlined" onClick={() => act('map')}>
            View Map
          </Button>
          {route.status !== 'completed' && route.status !== 'in_progress' && (
            <>
              <Button variant="outlined" onClick={() => act('skip')}>
                Skip this date
              </Button>
              <Button variant="outlined" onClick={() => act('move')}>
                Move to…
              </Button>
            </>
          )}
          <Button startIcon={<DeleteIcon />} color="error" onClick={() => act('delete')}>
            Delete
          </Button>
        </Box>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            columnGap: { xs: 2, sm: 3 },
            rowGap: 1.5,
          }}
        >
          <Detail term="Date">
            {longDay(route.date)}
            {route.movedFrom && ` (moved from ${shortDay(route.movedFrom)})`}
          </Detail>
          <Detail term="Pickup Day">
            Every {route.pickupDay}, from {shortDay(route.firstDate)}
          </Detail>
          <Detail term="Driver">{route.driver || 'No driver'}</Detail>
          <Detail term="Vehicle">{route.vehicle || '—'}</Detail>
          <Detail term="Zone">{zoneName(route.zone) || '—'}</Detail>
          <Detail term="Time">{times}</Detail>
          <Detail term="Estimated Duration">{duration(route.estimatedTime)}</Detail>
          <Detail term="Distance">{route.distance === null ? 'Not known yet' : miles(route.distance)}</Detail>
          <Detail term="Buckets">
            {route.buckets} of {route.capacity}
          </Detail>
          <Detail term="Stops">
            {route.dueStopIds.length} due of {count(route.stops.length, 'customer')}
          </Detail>
          <Detail term="Start">{place(route.startLocation, route.startAddress)}</Detail>
          <Detail term="End">{place(route.endLocation, route.endAddress) || 'Back to the start'}</Detail>
          {route.startedAt && (
            <Detail term="Started">{new Date(route.startedAt).toLocaleString('en-US')}</Detail>
          )}
          {route.completedAt && (
            <Detail term="Completed">{new Date(route.completedAt).toLocaleString('en-US')}</Detail>
          )}
          {route.notes && (
            <Detail term="Notes" wide>
              {route.notes}
            </Detail>
          )}
        </Box>

        <Box component="section" aria-labelledby="route-stops-title">
          <Typography
            id="route-stops-title"
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700, mb: 1 }}
          >
            Stops in order
          </Typography>
          {route.stops.length === 0 ? (
            <Typography color="text.secondary">No customers on this route yet.</Typography>
          ) : (
            <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
              {route.stops.map((stop) => (
                <StopLine
                  key={stop.id}
                  stop={stop}
                  due={due.has(stop.id)}
                  result={resultOf.get(stop.customerId)}
                />
              ))}
            </Box>
          )}
        </Box>

        {route.exceptions.length > 0 && (
          <Box component="section" aria-labelledby="route-changes-title">
            <Typography
              id="route-changes-title"
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 700, mb: 1 }}
            >
              One-off changes
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
              {route.exceptions.map((exception) => (
                <li key={exception.date}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                    <Typography component="span">
                      {exception.action === 'skip'
                        ? `Not run on ${shortDay(exception.date)}`
                        : `${shortDay(exception.date)} moved to ${shortDay(exception.movedTo ?? exception.date)}`}
                      {exception.reason && ` (${exception.reason})`}
                    </Typography>
                    <Button
                      size="small"
                      disabled={actions.busy}
                      aria-label={`Undo the change of ${shortDay(exception.date)}`}
                      onClick={() => void actions.undoChange(route, exception.date)}
                    >
                      Undo
                    </Button>
                  </Box>
                </li>
              ))}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function place(location: string, address: string): string {
  return [location, address].filter(Boolean).join(', ');
}

function Detail({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

function resultText(result: StopResult): string {
  if (result.status === 'skipped') return result.reason ? `Skipped: ${result.reason}` : 'Skipped';
  return result.weight === null ? 'Collected' : `Collected · ${result.weight} lbs`;
}

function StopLine({ stop, due, result }: { stop: RouteStop; due: boolean; result: StopResult | undefined }) {
  return (
    <Box
      component="li"
      data-stop={stop.customerId}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 1.5,
        py: 1,
        opacity: due ? 1 : 0.85,
      }}
    >
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: 28,
          height: 28,
          borderRadius: '50%',
          bgcolor: due ? 'primary.main' : 'grey.500',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: 14,
        }}
      >
        {stop.order}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <Box component="span" sx={visuallyHidden}>
            {`Stop ${stop.order}: `}
          </Box>
          {stop.customerName}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {stop.address || 'No address'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[
            stop.bucketNumber,
            count(stop.bucketCount, 'bucket'),
            stop.frequency,
            due ? null : 'not due this day',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {stop.pickupInstructions && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {stop.pickupInstructions}
          </Typography>
        )}
      </Box>
      {result && (
        <Typography
          variant="body2"
          data-result={result.status}
          sx={{
            fontWeight: 600,
            flexShrink: 0,
            color: result.status === 'collected' ? '#1b5e20' : '#8a4600',
          }}
        >
          {resultText(result)}
        </Typography>
      )}
    </Box>
  );
}
