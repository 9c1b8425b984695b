import AddIcon from '@mui/icons-material/Add';
import RoutesIcon from '@mui/icons-material/RouteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { routingMessages } from '@pickup/contracts/constants';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useRoutesQuery } from '../api/routes-api';
import { useChosenDay } from '../hooks/use-chosen-day';
import { longDay } from '../utils/dates';
import { DayPicker } from '../../../components/form/day-picker';
import { RouteCard } from './route-card';
import { useRouteDialogs } from './route-dialogs';

/** List View: the routes that run on the chosen day (today unless another is picked), as cards. */
export function RouteListPanel() {
  const [day, setDay] = useChosenDay();
  const routes = useRoutesQuery({ from: day, to: day });
  const dialogs = useRouteDialogs();
  const data = routes.currentData;

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
          Routes on {longDay(day)}
        </Typography>
        <DayPicker day={day} onChange={setDay} />
      </Box>
      {routes.isError ? (
        <ErrorState title={routingMessages.routeLoadFailed} onRetry={() => void routes.refetch()} />
      ) : !data ? (
        <LoadingState label="Loading the routes" />
      ) : data.length === 0 ? (
        <EmptyState
          icon={<RoutesIcon />}
          title={routingMessages.routesEmpty}
          headingLevel="h3"
          description={`No route runs on ${longDay(day)}. Plan one, and it repeats every week on its pickup day.`}
          action={
            <Button
              variant="contained"
              disableElevation
              startIcon={<AddIcon />}
              onClick={() => dialogs.create(day)}
            >
              Create First Route
            </Button>
          }
        />
      ) : (
        <Box
          component="ul"
          sx={{
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: {
              xs: '1fr',
              md: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
            gap: 2,
          }}
        >
          {data.map((route) => (
            <RouteCard
              key={`${route.id}-${route.date}`}
              route={route}
              onOpen={() => dialogs.details(route)}
              onMap={() => dialogs.map(route)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
