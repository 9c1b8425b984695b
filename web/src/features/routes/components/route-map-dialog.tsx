import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Route } from '@pickup/contracts/schemas';
import { useMemo } from 'react';
import { PathMap } from '../../../components/map/path-map';
import { longDay } from '../utils/dates';
import { count, miles } from '../utils/labels';
import { routePath } from '../utils/route-path';

interface RouteMapDialogProps {
  route: Route;
  onClose: () => void;
}

/** The route on a map: its start (S), its stops numbered in order, its end (E), and the way through. */
export function RouteMapDialog({ route, onClose }: RouteMapDialogProps) {
  const { points, path, unplaced } = useMemo(() => routePath(route), [route]);
  const summary = [
    longDay(route.date),
    `${count(route.dueStopIds.length, 'stop')} due`,
    route.distance === null ? null : miles(route.distance),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="route-map-title"
      sx={{
        '& .MuiDialog-paper': { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } },
      }}
    >
      <DialogTitle id="route-map-title">{route.name}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography color="text.secondary">{summary}</Typography>
        {points.length === 0 ? (
          <Alert severity="info">
            None of this route's addresses has been placed on the map yet. Check the customers' and the start
            address.
          </Alert>
        ) : (
          <PathMap points={points} path={path} label={`Map of ${route.name}`} />
        )}
        <Box
          component="ul"
          aria-label="Map key"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2.5,
            rowGap: 0.5,
          }}
        >
          <Typography component="li" variant="body2">
            <strong>S</strong> start
          </Typography>
          <Typography component="li" variant="body2">
            <strong>1, 2, 3…</strong> stops in order
          </Typography>
          <Typography component="li" variant="body2">
            {route.endPoint ? (
              <>
                <strong>E</strong> end
              </>
            ) : (
              'ends back at S'
            )}
          </Typography>
          <Typography component="li" variant="body2">
            grey: not due this day
          </Typography>
        </Box>
        {unplaced.length > 0 && (
          <Alert severity="warning">
            Not on the map (no coordinates for the address): {unplaced.join(', ')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
