import {
  changeAddressBody,
  customerMessages,
  serviceZoneCentres,
  type ChangeAddressBody,
  type HouseholdProfile,
} from '@pickup/contracts/schemas';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { AddressField } from '../../../components/form/address-field';
import { PlainField } from '../../../components/form/plain-field';
import { useForm } from '../../../components/form/use-form';
import { failureToast } from '../../../components/toast/failure-toast';
import { useToast } from '../../../components/toast/toast-context';
import { useChangeAddressMutation } from '../../household-account/api/household-account-api';

interface ChangeAddressDialogProps {
  profile: HouseholdProfile;
  onClose: () => void;
  /** After the move, which the routing service hears of through an event. */
  onScheduleChanged: () => void;
}

function movedMessage(profile: HouseholdProfile): string {
  const where = `${profile.address}, ${profile.city}, ${profile.state} ${profile.zipCode}`;
  return profile.zone
    ? `${where}, in the ${serviceZoneCentres[profile.zone].name} zone.`
    : `${where}, outside the service zones: the business will be in touch.`;
}

/**
 * Change Address: the household's new street address, city, state and ZIP, checked with the
 * contract's schema; the customer service geocodes it and places it in its zone, and routing moves
 * the household to a route of that zone.
 */
export function ChangeAddressDialog({ profile, onClose, onScheduleChanged }: ChangeAddressDialogProps) {
  const { toast } = useToast();
  const [changeAddress, { isLoading }] = useChangeAddressMutation();
  const form = useForm({
    schema: changeAddressBody,
    initial: { address: profile.address, city: profile.city, state: profile.state, zipCode: profile.zipCode },
    isLoading,
  });

  const send = async (body: ChangeAddressBody) => {
    try {
      const moved = await changeAddress(body).unwrap();
      onScheduleChanged();
      toast({ title: customerMessages.addressUpdated, message: movedMessage(moved), severity: 'success' });
      onClose();
    } catch (error) {
      toast(failureToast(error, form.fail(error, customerMessages.addressFailed)));
    }
  };

  return (
    <FormDialog
      open
      title="Change Address"
      onSubmit={form.onSubmit(send)}
      submitLabel="Change Address"
      pendingLabel="Saving…"
      isLoading={isLoading}
      onClose={onClose}
      error={form.outcome?.text}
    >
      <AddressField label="Street address" {...form.field('address')} />
      <PlainField label="City" {...form.field('city')} autoComplete="address-level2" />
      <PlainField label="State" {...form.field('state')} autoComplete="address-level1" />
      <PlainField label="ZIP code" {...form.field('zipCode')} autoComplete="postal-code" />
    </FormDialog>
  );
}
