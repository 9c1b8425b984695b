import EventIcon from '@mui/icons-material/EventOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { routingMessages } from '@pickup/contracts/constants';
import type { NextPickup } from '@pickup/contracts/schemas';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { hrefFor } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useTenantPrefix } from '../../../lib/use-tenant';
import { longDay } from '../../../lib/calendar-day-labels';
import type { Loadable } from './dashboard-sources';

/** The spec's one exception to no refetching: the next pickup is asked again every 5 minutes. */
export const nextPickupRefreshMs = 5 * 60 * 1000;

/**
 * The household's next pickup (customer spec §3 Next pickup): its day, window, time until and
 * route; a household on no route yet is told so and what happens next.
 */
export function NextPickupCard({ pickup }: { pickup: Loadable<NextPickup> }) {
  const tenant = useTenantPrefix();
  // Routing answers 404 while it has no record of the household yet: it is on no route either.
  const unknownToRouting = isApiError(pickup.error) && pickup.error.status === 404;
  const next = pickup.data;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="next-pickup-title"
      data-next-pickup
      sx={{ p: { xs: 2, sm: 3 }, borderLeft: 6, borderLeftColor: 'primary.main' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <EventIcon aria-hidden sx={{ color: 'primary.main' }} />
        <Typography id="next-pickup-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Next Pickup
        </Typography>
      </Box>
      {next?.scheduled && next.date ? (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography
              sx={{ fontSize: { xs: 24, sm: 30 }, fontWeight: 800, lineHeight: 1.25 }}
              data-pickup-date
            >
              {longDay(next.date)}
            </Typography>
            <Typography sx={{ mt: 0.5, fontWeight: 600 }} data-pickup-window>
              {next.timeWindow ?? next.time}
            </Typography>
            {next.routeName && (
              <Typography variant="body2" color="text.secondary" data-pickup-route>
                {next.routeName}
              </Typography>
            )}
          </Box>
          {next.timeUntil && (
            <Chip color="primary" label={next.timeUntil} data-time-until sx={{ fontWeight: 700 }} />
          )}
        </Box>
      ) : next || unknownToRouting ? (
        <Box>
          <Typography sx={{ fontSize: 20, fontWeight: 700 }}>{routingMessages.noPickupScheduled}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            The business adds your address to one of its routes; your pickup day and time show here as soon as
            it does.
          </Typography>
        </Box>
      ) : pickup.isError ? (
        <ErrorState title="Your next pickup could not load" onRetry={() => void pickup.refetch()} />
      ) : (
        <LoadingState label="Loading your next pickup" />
      )}
      <Button component={Link} to={hrefFor('customerSchedule', tenant)} sx={{ mt: 1.5, ml: -1 }}>
        See Your Schedule
      </Button>
    </Card>
  );
}
