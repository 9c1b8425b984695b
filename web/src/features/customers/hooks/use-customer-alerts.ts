import type { MilestoneResult } from '@pickup/contracts/schemas';
import { useToast } from '../../../components/toast/toast-context';
import { playBeep } from '../../../lib/beep';
import { milestoneToast } from '../utils/messages';

/**
 * What the owner hears and sees when customers join: the two-tone beep for a new customer (twice
 * for a milestone) while the business's sound notifications are on, and the Milestone Reached!
 * toast whenever the count reaches a milestone.
 */
export function useCustomerAlerts(soundNotifications: boolean) {
  const { toast } = useToast();
  return (milestone: MilestoneResult) => {
    if (soundNotifications) playBeep(milestone.isMilestone ? 2 : 1);
    if (milestone.isMilestone) toast(milestoneToast(milestone.customerCount));
  };
}
