import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PageHeader } from '../../../components/page/page-header';
import { PageTabs, type PageTab } from '../../../components/page/page-tabs';
import { useChosenDay } from '../hooks/use-chosen-day';
import { RouteCalendarPanel } from './route-calendar-panel';
import { RouteDialogsProvider, useRouteDialogs } from './route-dialogs';
import { RouteListPanel } from './route-list-panel';
import { RouteStats } from './route-stats';

const tabs: readonly PageTab[] = [
  { id: 'list', label: 'List View', Panel: RouteListPanel },
  { id: 'calendar', label: 'Weekly Calendar', Panel: RouteCalendarPanel },
];

/**
 * Route management (/business-routes, /routes): the totals, the chosen day's routes or its week on
 * a calendar, and every change to a route, one dialog at a time.
 */
export function RoutesScreen() {
  return (
    <RouteDialogsProvider>
      <RoutesContent />
    </RouteDialogsProvider>
  );
}

function RoutesContent() {
  const dialogs = useRouteDialogs();
  const [day] = useChosenDay();
  return (
    <>
      <PageHeader
        title="Route Management"
        description="Plan who is picked up on which day, by which driver, in what order."
        actions={
          <Button
            variant="contained"
            disableElevation
            startIcon={<AddIcon />}
            onClick={() => dialogs.create(day)}
          >
            Create Route
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 } }}>
        <RouteStats />
        <Box>
          <PageTabs tabs={tabs} label="Route views" />
        </Box>
      </Box>
    </>
  );
}
