import type { ContactList } from '@pickup/contracts/schemas';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { PlainField } from '../../../components/form/plain-field';
import { useBatchedImport } from '../hooks/use-batched-import';
import { parseContactLines } from '../utils/parse-contacts';
import { ImportProgress, ImportReportDialog } from './import-report';

/**
 * Add Contacts by hand (business spec §5): lines of email, first name, last name, phone, read as
 * CSV so a quoted value may hold a comma; then what was added, merged and skipped, line by line.
 */
export function AddContactsDialog({ list, onClose }: { list: ContactList; onClose: () => void }) {
  const [lines, setLines] = useState('');
  const importer = useBatchedImport(list.id, 'manual');
  const { run } = importer;

  if (run.phase === 'finished' || run.phase === 'stopped') {
    return (
      <ImportReportDialog
        list={list}
        source="manual"
        run={run}
        onResume={importer.resume}
        onClose={onClose}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    importer.start(parseContactLines(lines));
  };

  return (
    <FormDialog
      open
      title={`Add Contacts to ${list.name}`}
      onSubmit={submit}
      submitLabel="Add Contacts"
      pendingLabel="Adding…"
      isLoading={run.phase === 'sending'}
      onClose={onClose}
    >
      {run.phase === 'sending' && <ImportProgress sent={run.sent} total={run.total} />}
      <PlainField
        label="Contacts"
        name="lines"
        value={lines}
        onChange={setLines}
        minRows={6}
        autoFocus
        autoComplete="off"
        autoCapitalize="off"
        helperText={
          'One contact a line: email, first name, last name, phone. Only the email is needed; put a value with a comma in quotes ("Lee, Jr.").'
        }
      />
    </FormDialog>
  );
}
