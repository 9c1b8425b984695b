import { routingMessages } from '@pickup/contracts/constants';
import type { DriverView } from '@pickup/contracts/schemas';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { failureToast } from '../../../components/toast/failure-toast';
import { useToast } from '../../../components/toast/toast-context';
import { useDeleteDriverMutation, useSetDriverStatusMutation } from '../api/drivers-api';
import { plural } from '../utils/labels';

export type ConfirmKind = 'deactivate' | 'activate' | 'delete';

interface ConfirmDriverDialogProps {
  kind: ConfirmKind;
  driver: DriverView;
  onClose: () => void;
}

function routesLeft(driver: DriverView): string {
  return driver.routeCount === 0
    ? ''
    : ` Their ${plural(driver.routeCount, 'route')} will be left without a driver.`;
}

/**
 * Deactivate, Activate or Delete a driver, asked first (business spec §4); Delete, offered only for
 * an inactive driver, in red, for it cannot be undone.
 */
export function ConfirmDriverDialog({ kind, driver, onClose }: ConfirmDriverDialogProps) {
  const [setStatus, settingStatus] = useSetDriverStatusMutation();
  const [remove, removing] = useDeleteDriverMutation();
  const { toast } = useToast();

  const choices = {
    deactivate: {
      title: 'Deactivate Driver',
      text: `${driver.name} will be unavailable for new route assignments. Existing route assignments are unaffected.`,
      confirmLabel: 'Deactivate',
      pendingLabel: 'Deactivating…',
      send: () => setStatus({ id: driver.id, isActive: false }),
      pending: settingStatus.isLoading,
      done: routingMessages.driverStatusUpdated,
      doneText: `${driver.name} is now inactive.`,
      failed: routingMessages.driverStatusFailed,
    },
    activate: {
      title: 'Activate Driver',
      text: `${driver.name} will be available for new route assignments again.`,
      confirmLabel: 'Activate',
      pendingLabel: 'Activating…',
      send: () => setStatus({ id: driver.id, isActive: true }),
      pending: settingStatus.isLoading,
      done: routingMessages.driverStatusUpdated,
      doneText: `${driver.name} is now active.`,
      failed: routingMessages.driverStatusFailed,
    },
    delete: {
      title: 'Delete Driver',
      text: `Deleting ${driver.name} is permanent: their details, login and calendar feed are removed for good.${routesLeft(driver)}`,
      confirmLabel: 'Delete',
      pendingLabel: 'Deleting…',
      send: () => remove(driver.id),
      pending: removing.isLoading,
      done: routingMessages.driverRemoved,
      doneText: `${driver.name} has been removed.`,
      failed: routingMessages.driverRemoveFailed,
    },
  } as const;
  const choice = choices[kind];

  const confirm = async () => {
    const result = await choice.send();
    if (result.error) {
      toast(failureToast(result.error, choice.failed));
      return;
    }
    onClose();
    toast({ title: choice.done, message: choice.doneText, severity: 'success' });
  };

  return (
    <ConfirmDialog
      open
      title={choice.title}
      confirmLabel={choice.confirmLabel}
      pendingLabel={choice.pendingLabel}
      destructive={kind === 'delete'}
      isLoading={choice.pending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {choice.text}
    </ConfirmDialog>
  );
}
