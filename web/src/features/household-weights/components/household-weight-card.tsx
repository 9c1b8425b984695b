import ArrowIcon from '@mui/icons-material/ArrowForward';
import ScaleIcon from '@mui/icons-material/ScaleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/feedback/error-state';
import { visuallyHidden } from '../../../components/visually-hidden';
import { hrefFor } from '../../../config/paths';
import { useHouseholdWeightsQuery } from '../api/household-weights-api';
import { newestFirst } from '../utils/entries';
import { lbs, pickupDay } from '../utils/figures';

/**
 * The customer dashboard's Weight Tracking card: the household's lifetime pounds diverted and its
 * last pickup's weight, with a link to the whole story.
 */
export function HouseholdWeightCard() {
  const weights = useHouseholdWeightsQuery(undefined);
  const last = weights.data ? newestFirst(weights.data.entries)[0] : undefined;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="weight-card-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <ScaleIcon aria-hidden sx={{ color: 'primary.main' }} />
        <Typography id="weight-card-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Weight Tracking
        </Typography>
      </Box>
      {weights.data ? (
        weights.data.lifetimeEntries === 0 ? (
          <Typography color="text.secondary">
            Your first weighed pickup shows here: what your bucket weighed and what you have kept out of the
            landfill.
          </Typography>
        ) : (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, '& dd': { m: 0 } }}
          >
            <Box>
              <Typography component="dt" variant="body2" color="text.secondary">
                Diverted from landfill
              </Typography>
              <Typography component="dd" sx={{ fontSize: 24, fontWeight: 800 }} data-lifetime-lbs>
                {lbs(weights.data.lifetimeLbs)}
              </Typography>
            </Box>
            {last && (
              <Box>
                <Typography component="dt" variant="body2" color="text.secondary">
                  Last pickup
                </Typography>
                <Typography component="dd" sx={{ fontSize: 24, fontWeight: 800 }} data-last-weight>
                  {lbs(last.weight)}
                </Typography>
                <Typography component="dd" variant="body2" color="text.secondary">
                  {pickupDay(last.pickupDate)}
                </Typography>
              </Box>
            )}
          </Box>
        )
      ) : weights.isError ? (
        <ErrorState title="Your weights could not load" onRetry={() => void weights.refetch()} />
      ) : (
        <Box role="status">
          <Skeleton variant="rounded" height={64} />
          <Box sx={visuallyHidden}>Loading your weights</Box>
        </Box>
      )}
      <Button
        component={Link}
        to={hrefFor('customerWeightTracking', null)}
        endIcon={<ArrowIcon />}
        sx={{ mt: 2, ml: -1 }}
      >
        View Weight Tracking
      </Button>
    </Card>
  );
}
