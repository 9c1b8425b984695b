import type { CustomerPlanInterval } from '@pickup/contracts/constants';
import type { RestartSubscriptionResult } from '@pickup/contracts/schemas';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { failureToast } from '../../../components/toast/failure-toast';
import { useToast } from '../../../components/toast/toast-context';
import { subscriptionChanged, useRestartMySubscriptionMutation } from '../api/customer-billing-api';
import { subscriptionStartedTitle } from '../utils/billing-words';

export interface SubscriptionRestart {
  /** The new subscription's first payment for the card form, once a plan is chosen. */
  confirmation: RestartSubscriptionResult | null;
  /** The plan being started (its card button shows it). */
  planId: CustomerPlanInterval | null;
  isStarting: boolean;
  /** The card is confirmed: billing's activation is awaited (the subscription is read until active). */
  activating: boolean;
  choose: (planId: CustomerPlanInterval) => Promise<void>;
  paid: () => void;
  activated: () => void;
  back: () => void;
}

/**
 * Subscribing again after cancelling (or without any subscription): the plan, billing's first
 * payment, the card form, then the wait until billing announces the subscription active.
 */
export function useSubscriptionRestart(): SubscriptionRestart {
  const [confirmation, setConfirmation] = useState<RestartSubscriptionResult | null>(null);
  const [planId, setPlanId] = useState<CustomerPlanInterval | null>(null);
  const [activating, setActivating] = useState(false);
  const [restart, { isLoading }] = useRestartMySubscriptionMutation();
  const dispatch = useDispatch();
  const { toast } = useToast();

  const choose = async (chosen: CustomerPlanInterval) => {
    setPlanId(chosen);
    const result = await restart({ planId: chosen });
    if (result.error) {
      setPlanId(null);
      // A 409 may mean the subscription started elsewhere meanwhile: read it again.
      dispatch(subscriptionChanged());
      toast(failureToast(result.error, 'Your subscription could not start. Please try again.'));
      return;
    }
    setConfirmation(result.data);
  };

  const paid = () => {
    setConfirmation(null);
    setActivating(true);
    dispatch(subscriptionChanged());
    toast({
      title: subscriptionStartedTitle,
      message: 'Your card is confirmed and your pickups start again.',
      severity: 'success',
    });
  };

  const back = () => {
    setConfirmation(null);
    setPlanId(null);
  };

  const activated = () => {
    setActivating(false);
    setPlanId(null);
  };

  return { confirmation, planId, isStarting: isLoading, activating, choose, paid, activated, back };
}
