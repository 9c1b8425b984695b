import type { CardConfirmation } from '@pickup/contracts/schemas';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { failureToast } from '../../../components/toast/failure-toast';
import { useToast } from '../../../components/toast/toast-context';
import { subscriptionChanged, useUpdateMyCardMutation } from '../api/customer-billing-api';
import { cardUpdatedTitle } from '../utils/billing-words';

export interface CardUpdate {
  /** The SetupIntent the card form confirms, once asked for; null while no new card is being entered. */
  confirmation: CardConfirmation | null;
  isStarting: boolean;
  start: () => Promise<void>;
  /** The card form confirmed the new card. */
  saved: () => void;
  close: () => void;
}

/**
 * Replacing the household's card: billing's SetupIntent, then the card form (Stripe's, or the
 * simulated one in development). Billing charges a past-due renewal again with the new card.
 */
export function useCardUpdate(pastDue: boolean): CardUpdate {
  const [confirmation, setConfirmation] = useState<CardConfirmation | null>(null);
  const [update, { isLoading }] = useUpdateMyCardMutation();
  const dispatch = useDispatch();
  const { toast } = useToast();

  const start = async () => {
    const result = await update(undefined);
    if (result.error) {
      toast(failureToast(result.error, 'The card update could not start. Please try again.'));
      return;
    }
    setConfirmation(result.data);
  };

  const saved = () => {
    setConfirmation(null);
    dispatch(subscriptionChanged());
    toast({
      title: cardUpdatedTitle,
      message: pastDue
        ? 'Your new card is being charged for the payment that was due.'
        : 'Your next charge goes to your new card.',
      severity: 'success',
    });
  };

  return { confirmation, isStarting: isLoading, start, saved, close: () => setConfirmation(null) };
}
