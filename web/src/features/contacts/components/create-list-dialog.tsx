import { contactLimits, contactsMessages, createContactListBody } from '@pickup/contracts/schemas';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { PlainField } from '../../../components/form/plain-field';
import { useForm } from '../../../components/form/use-form';
import { failureToast } from '../../../components/toast/failure-toast';
import { useToast } from '../../../components/toast/toast-context';
import { useCreateContactListMutation } from '../api/contacts-api';
import { contactsWords } from '../utils/words';

/** Create List: a name (required, business spec §5) and what the list is for. */
export function CreateListDialog({ onClose }: { onClose: () => void }) {
  const [create, { isLoading }] = useCreateContactListMutation();
  const { toast } = useToast();
  const form = useForm({
    schema: createContactListBody,
    initial: { name: '', description: '' },
    isLoading,
  });

  const submit = form.onSubmit(async (body) => {
    const result = await create(body);
    if (result.error) {
      form.fail(result.error, contactsMessages.createListFailed);
      toast(failureToast(result.error, contactsMessages.createListFailed));
      return;
    }
    onClose();
    toast({ title: contactsWords.listCreatedTitle, message: result.data.list.name, severity: 'success' });
  });

  return (
    <FormDialog
      open
      title="Create List"
      onSubmit={submit}
      submitLabel="Create List"
      pendingLabel="Creating…"
      isLoading={isLoading}
      onClose={onClose}
    >
      <PlainField label="List Name" autoFocus autoComplete="off" {...form.field('name')} />
      <PlainField
        label="Description"
        required={false}
        minRows={3}
        autoComplete="off"
        helperText={`Optional: who is on it, or where they came from (at most ${contactLimits.descriptionLength} characters)`}
        {...form.field('description')}
      />
    </FormDialog>
  );
}
