import Box from '@mui/material/Box';
import { limits, routingMessages } from '@pickup/contracts/constants';
import type { UpcomingPickup } from '@pickup/contracts/schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { EmptyState } from '../../../components/feedback/empty-state';
import { SectionCard } from '../../../components/page/section-card';
import { failureToast } from '../../../components/toast/failure-toast';
import { useToast } from '../../../components/toast/toast-context';
import {
  useRestorePickupMutation,
  useSkipPickupMutation,
} from '../../household-account/api/household-account-api';
import { longDay } from '../../../lib/calendar-day-labels';
import { PickupRow } from './pickup-row';

interface UpcomingPickupsProps {
  userId: string;
  pickups: UpcomingPickup[];
  /** The household is on a route (else the list says the business will add it to one). */
  onRoute: boolean;
}

/** The household's pickups of the coming weeks, each with its status, and Skip or Restore where allowed. */
export function UpcomingPickups({ userId, pickups, onRoute }: UpcomingPickupsProps) {
  const { toast } = useToast();
  const [skipping, setSkipping] = useState<UpcomingPickup | null>(null);
  const [skip, skipState] = useSkipPickupMutation();
  const [restore] = useRestorePickupMutation();

  const confirmSkip = async () => {
    if (!skipping) return;
    try {
      await skip({ userId, date: skipping.date }).unwrap();
      toast({
        title: routingMessages.pickupSkipped,
        message: `No pickup on ${longDay(skipping.date)}.`,
        severity: 'success',
      });
    } catch (error) {
      toast(failureToast(error, routingMessages.skipFailed));
    }
    setSkipping(null);
  };

  const restoreDay = async (pickup: UpcomingPickup) => {
    try {
      await restore({ userId, date: pickup.date }).unwrap();
      toast({
        title: routingMessages.pickupRestored,
        message: `Your pickup on ${longDay(pickup.date)} is back on.`,
        severity: 'success',
      });
    } catch (error) {
      toast(failureToast(error, routingMessages.restoreFailed));
    }
  };

  return (
    <SectionCard
      title="Upcoming Pickups"
      description={`Your pickups of the next ${limits.upcomingPickupWeeks} weeks. Skip one you don’t need before its day.`}
    >
      {pickups.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          title={onRoute ? 'No pickups in the coming weeks' : 'No pickups scheduled yet'}
          description={
            onRoute
              ? 'Your service is paused for the coming weeks, or the route has no pickups planned yet.'
              : 'The business will add you to a pickup route soon; your pickups show here then.'
          }
        />
      ) : (
        <Box
          component="ul"
          aria-label="Upcoming pickups"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mx: { xs: -2, sm: -3 },
            '& > li + li': { borderTop: 1, borderColor: 'divider' },
          }}
        >
          {pickups.map((pickup) => (
            <PickupRow
              key={pickup.date}
              pickup={pickup}
              onSkip={() => setSkipping(pickup)}
              onRestore={() => void restoreDay(pickup)}
            />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={skipping !== null}
        title="Skip Pickup"
        confirmLabel="Skip Pickup"
        pendingLabel="Skipping…"
        isLoading={skipState.isLoading}
        onConfirm={() => void confirmSkip()}
        onClose={() => setSkipping(null)}
      >
        {skipping &&
          `Skip your pickup on ${longDay(skipping.date)}? Leave your bucket in until your next pickup. Extras riding on it come with the next one; you can restore it while it is still ahead.`}
      </ConfirmDialog>
    </SectionCard>
  );
}
