import { routingMessages } from '@pickup/contracts/constants';
import type { Route } from '@pickup/contracts/schemas';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { useToast } from '../../../components/toast/toast-context';
import { useDeleteRouteMutation } from '../api/routes-api';
import { failureToast, successToast } from '../utils/messages';

interface DeleteRouteDialogProps {
  route: Route;
  onClose: () => void;
}

/** Delete Route: asks first, then removes the route and every occurrence of it for good. */
export function DeleteRouteDialog({ route, onClose }: DeleteRouteDialogProps) {
  const [remove, { isLoading }] = useDeleteRouteMutation();
  const { toast } = useToast();
  const confirm = async () => {
    const result = await remove(route.id);
    if (result.error) {
      toast(failureToast(result.error, routingMessages.deleteFailed));
      return;
    }
    onClose();
    toast(successToast(routingMessages.routeDeleted, `${route.name} has been deleted.`));
  };
  return (
    <ConfirmDialog
      open
      title="Delete Route"
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      destructive
      isLoading={isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      Delete <strong>{route.name}</strong>? Every week of it goes, and its {route.stops.length} customers are
      left without this pickup. This cannot be undone.
    </ConfirmDialog>
  );
}
