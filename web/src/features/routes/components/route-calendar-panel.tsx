import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { routingMessages } from '@pickup/contracts/constants';
import type { Route } from '@pickup/contracts/schemas';
import { WeekGrid } from '../../../components/data/week-grid';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useRoutesQuery } from '../api/routes-api';
import { useChosenDay } from '../hooks/use-chosen-day';
import { useBusinessToday } from '../../../lib/business-day';
import { clockLabel, shiftWeeks, shortDay, weekOf, weekRange } from '../utils/dates';
import { DayPicker } from '../../../components/form/day-picker';
import { useRouteDialogs } from './route-dialogs';
import { RouteStatusChip } from './route-status-chip';

const weekStep = {
  previous: 'Previous week',
  next: 'Next week',
  by: (day: string, direction: 1 | -1) => shiftWeeks(day, direction),
};

/** Weekly Calendar: Sunday to Saturday of the chosen day's week, each day's routes and Add Route. */
export function RouteCalendarPanel() {
  const [day, setDay] = useChosenDay();
  const today = useBusinessToday();
  const days = weekOf(day);
  const first = days[0] ?? day;
  const last = days[6] ?? day;
  const routes = useRoutesQuery({ from: first, to: last });
  const dialogs = useRouteDialogs();
  const data = routes.currentData;
  const now = today();

  const byDay = new Map<string, Route[]>();
  for (const route of data ?? []) byDay.set(route.date, [...(byDay.get(route.date) ?? []), route]);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Week of {weekRange(days)}
        </Typography>
        <DayPicker day={day} onChange={setDay} step={weekStep} />
      </Box>
      {routes.isError ? (
        <ErrorState title={routingMessages.routeLoadFailed} onRetry={() => void routes.refetch()} />
      ) : !data ? (
        <LoadingState label="Loading the week's routes" />
      ) : (
        <WeekGrid
          days={days.map((each) => ({ key: each, label: shortDay(each), isToday: each === now }))}
          renderDay={({ key }) => (
            <>
              {(byDay.get(key) ?? []).length > 0 ? (
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                  {(byDay.get(key) ?? []).map((route) => (
                    <CalendarRoute key={route.id} route={route} onOpen={() => dialogs.details(route)} />
                  ))}
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  No routes
                </Typography>
              )}
              <Button
                size="small"
                startIcon={<AddIcon />}
                onClick={() => dialogs.create(key)}
                aria-label={`Add Route on ${shortDay(key)}`}
                sx={{ alignSelf: 'flex-start', mt: 'auto' }}
              >
                Add Route
              </Button>
            </>
          )}
        />
      )}
    </Box>
  );
}

function CalendarRoute({ route, onOpen }: { route: Route; onOpen: () => void }) {
  return (
    <Box component="li" data-route={route.id} data-date={route.date}>
      <ButtonBase
        onClick={onOpen}
        sx={{
          width: '100%',
          display: 'grid',
          // ButtonBase centres its content; a route reads from the left.
          gridTemplateColumns: 'minmax(0, 1fr)',
          justifyItems: 'start',
          gap: 0.5,
          textAlign: 'left',
          p: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
        }}
      >
        <Typography sx={{ fontWeight: 700, fontSize: 14, overflowWrap: 'anywhere' }}>{route.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13 }}>
          {clockLabel(route.startTime)} · {route.driver || 'No driver'}
        </Typography>
        <RouteStatusChip status={route.status} />
      </ButtonBase>
    </Box>
  );
}
