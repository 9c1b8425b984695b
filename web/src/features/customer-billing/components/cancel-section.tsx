import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { SectionCard } from '../../../components/page/section-card';
import { failureToast } from '../../../components/toast/failure-toast';
import { useToast } from '../../../components/toast/toast-context';
import { useCancelMySubscriptionMutation } from '../api/customer-billing-api';
import { subscriptionCancelledTitle } from '../utils/billing-words';

/** Cancelling the subscription, once the household has read what it stops. */
export function CancelSection() {
  const [open, setOpen] = useState(false);
  const [cancel, { isLoading }] = useCancelMySubscriptionMutation();
  const { toast } = useToast();

  const confirm = async () => {
    const result = await cancel(undefined);
    if (result.error) {
      toast(failureToast(result.error, 'Your subscription could not be cancelled. Please try again.'));
      return;
    }
    setOpen(false);
    toast({
      title: subscriptionCancelledTitle,
      message: 'Your pickups have stopped and your card will not be charged again.',
      severity: 'success',
    });
  };

  return (
    <SectionCard
      title="Cancel Subscription"
      description="Stops your pickups and the monthly charge."
      action={
        <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
          Cancel Subscription
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary">
        No fee and no notice period: you can cancel at any time.
      </Typography>
      <ConfirmDialog
        open={open}
        title="Cancel your subscription?"
        confirmLabel="Cancel Subscription"
        pendingLabel="Cancelling…"
        destructive
        isLoading={isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        Your pickups stop now: no more collections are scheduled, your card is not charged again, and a plan
        change you asked for is dropped. To start again later, message us.
      </ConfirmDialog>
    </SectionCard>
  );
}
