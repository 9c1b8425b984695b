import { customerMessages } from '@pickup/contracts/constants';
import type { Customer } from '@pickup/contracts/schemas';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { useToast } from '../../../components/toast/toast-context';
import {
  useArchiveCustomerMutation,
  useDeleteCustomerMutation,
  useUnarchiveCustomerMutation,
} from '../api/customers-api';
import { fullName } from '../utils/labels';
import { failureToast } from '../../../components/toast/failure-toast';

export type ConfirmKind = 'archive' | 'restore' | 'delete';

interface ConfirmCustomerDialogProps {
  kind: ConfirmKind;
  customer: Customer;
  onClose: () => void;
}

/** Archive, Restore or Delete a customer, asked first; Delete in red, for it cannot be undone. */
export function ConfirmCustomerDialog({ kind, customer, onClose }: ConfirmCustomerDialogProps) {
  const [archive, archiving] = useArchiveCustomerMutation();
  const [restore, restoring] = useUnarchiveCustomerMutation();
  const [remove, removing] = useDeleteCustomerMutation();
  const { toast } = useToast();
  const name = fullName(customer);

  const choices = {
    archive: {
      title: 'Archive Customer',
      text: `${name} moves to the archive and leaves your customer list. You can restore them later under the Archived filter.`,
      confirmLabel: 'Archive',
      pendingLabel: 'Archiving…',
      send: archive,
      pending: archiving.isLoading,
      done: { title: customerMessages.archived, message: customerMessages.archivedText },
      failed: customerMessages.archiveFailed,
    },
    restore: {
      title: 'Restore Customer',
      text: `${name} comes back from the archive as an active customer.`,
      confirmLabel: 'Restore',
      pendingLabel: 'Restoring…',
      send: restore,
      pending: restoring.isLoading,
      done: { title: customerMessages.restored, message: customerMessages.restoredText },
      failed: customerMessages.restoreFailed,
    },
    delete: {
      title: 'Delete Customer',
      text: `Deleting ${name} is permanent and irreversible: their details, bucket number and history are removed for good.`,
      confirmLabel: 'Delete',
      pendingLabel: 'Deleting…',
      send: remove,
      pending: removing.isLoading,
      done: { title: customerMessages.deleted, message: customerMessages.deletedText },
      failed: customerMessages.deleteFailed,
    },
  } as const;
  const choice = choices[kind];

  const confirm = async () => {
    const result = await choice.send(customer.id);
    if (result.error) {
      toast(failureToast(result.error, choice.failed));
      return;
    }
    onClose();
    toast({ ...choice.done, severity: 'success' });
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
