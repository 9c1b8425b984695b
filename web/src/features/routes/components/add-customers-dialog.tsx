import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { routingMessages } from '@pickup/contracts/constants';
import type { Route } from '@pickup/contracts/schemas';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useToast } from '../../../components/toast/toast-context';
import { useAddRouteCustomerMutation, useRouteCustomerChoicesQuery } from '../api/routes-api';
import { count } from '../utils/labels';
import { failureToast, successToast } from '../utils/messages';
import { choiceOf } from './route-customers-field';

interface AddCustomersDialogProps {
  route: Route;
  onClose: () => void;
}

/** Add Customers to Route: the active customers not on it yet, each chosen one added as a last stop. */
export function AddCustomersDialog({ route, onClose }: AddCustomersDialogProps) {
  const customers = useRouteCustomerChoicesQuery(undefined);
  const [add] = useAddRouteCustomerMutation();
  const [picked, setPicked] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const { toast } = useToast();
  const onRoute = new Set(route.stops.map((stop) => stop.customerId));
  const choices = (customers.data ?? []).map(choiceOf).filter((choice) => !onRoute.has(choice.customerId));

  const toggle = (customerId: string, on: boolean) =>
    setPicked((current) => (on ? [...current, customerId] : current.filter((id) => id !== customerId)));

  // One call a customer, in the order chosen; the first failure stops the rest and says why.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || picked.length === 0) return;
    setSending(true);
    let added = 0;
    for (const customerId of picked) {
      const result = await add({ id: route.id, customerId });
      if (result.error) {
        setSending(false);
        setPicked((current) => current.filter((id) => !picked.slice(0, added).includes(id)));
        toast(failureToast(result.error, routingMessages.addCustomerFailed));
        return;
      }
      added += 1;
    }
    setSending(false);
    onClose();
    toast(successToast(routingMessages.routeUpdated, `Added ${count(added, 'customer')} to ${route.name}.`));
  };

  return (
    <FormDialog
      open
      title="Add Customers to Route"
      onSubmit={(event) => void submit(event)}
      submitLabel={picked.length > 0 ? `Add ${count(picked.length, 'customer')}` : 'Add Customers'}
      pendingLabel="Adding…"
      isLoading={sending}
      submitDisabled={picked.length === 0}
      onClose={onClose}
    >
      <Typography color="text.secondary">
        Each customer chosen becomes the last stop of {route.name}, in the order chosen.
      </Typography>
      {customers.isLoading ? (
        <LoadingState label="Loading the customers" />
      ) : customers.isError ? (
        <Typography role="alert">The customers could not load. Close and try again.</Typography>
      ) : choices.length === 0 ? (
        <Typography>Every active customer is on this route.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {choices.map((choice) => (
            <Box component="li" key={choice.customerId} data-customer-choice={choice.customerId}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={picked.includes(choice.customerId)}
                    onChange={(event) => toggle(choice.customerId, event.target.checked)}
                  />
                }
                label={
                  <Box sx={{ py: 0.5 }}>
                    <Typography sx={{ fontWeight: 600 }}>{choice.name}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {[choice.address || 'No address', choice.bucketNumber].filter(Boolean).join(' · ')}
                    </Typography>
                  </Box>
                }
              />
            </Box>
          ))}
        </Box>
      )}
    </FormDialog>
  );
}
