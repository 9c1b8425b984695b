import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { contactsMessages, type ContactList } from '@pickup/contracts/schemas';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FilePicker } from '../../../components/form/file-picker';
import { titledToast } from '../../../components/toast/failure-toast';
import { useToast } from '../../../components/toast/toast-context';
import { useBatchedImport } from '../hooks/use-batched-import';
import { isCsvFile, parseContactsFile, readFileText, type ParsedFile } from '../utils/parse-contacts';
import { rowsCount } from '../utils/words';
import { ImportProgress, ImportReportDialog } from './import-report';

/** The file chosen and what it holds. */
interface Chosen {
  name: string;
  parsed: ParsedFile;
}

/**
 * Import CSV (business spec §5): a CSV file read in the browser (its first row a header naming the
 * columns), its contacts sent in batches with the progress, then the report row by row.
 */
export function ImportCsvDialog({ list, onClose }: { list: ContactList; onClose: () => void }) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const importer = useBatchedImport(list.id, 'import');
  const { toast } = useToast();
  const { run } = importer;

  if (run.phase === 'finished' || run.phase === 'stopped') {
    return (
      <ImportReportDialog
        list={list}
        source="import"
        run={run}
        onResume={importer.resume}
        onClose={onClose}
      />
    );
  }

  const choose = async (file: File) => {
    setUnreadable(null);
    if (!isCsvFile(file)) {
      setChosen(null);
      toast(titledToast(contactsMessages.invalidFile, 'error'));
      return;
    }
    try {
      setChosen({ name: file.name, parsed: parseContactsFile(await readFileText(file)) });
    } catch {
      setChosen(null);
      setUnreadable(`${file.name} could not be read. Please choose it again.`);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) importer.start(chosen.parsed.contacts);
  };

  const contacts = chosen?.parsed.contacts ?? [];
  return (
    <FormDialog
      open
      title={`Import Contacts into ${list.name}`}
      onSubmit={submit}
      submitLabel="Import Contacts"
      pendingLabel="Importing…"
      isLoading={run.phase === 'sending'}
      submitDisabled={contacts.length === 0}
      onClose={onClose}
    >
      {run.phase === 'sending' && <ImportProgress sent={run.sent} total={run.total} />}
      <Typography color="text.secondary">
        A CSV file whose first row names its columns: Email (required), First Name, Last Name and Phone, as a
        spreadsheet or an address book exports them. Each row with an email becomes a contact; an address the
        list already has is merged.
      </Typography>
      <FilePicker
        label="Choose CSV File"
        accept=".csv,text/csv"
        fileName={chosen?.name ?? null}
        disabled={run.phase === 'sending'}
        onFile={(file) => void choose(file)}
      />
      {unreadable && <Alert severity="error">{unreadable}</Alert>}
      {chosen && <FileSummary parsed={chosen.parsed} />}
    </FormDialog>
  );
}

/** What the file holds, and how its columns were read, before anything is sent. */
function FileSummary({ parsed }: { parsed: ParsedFile }) {
  if (parsed.contacts.length === 0) {
    return <Alert severity="warning">The file has no rows under its header.</Alert>;
  }
  return (
    <Alert severity={parsed.byHeader ? 'info' : 'warning'} data-file-summary>
      {rowsCount(parsed.contacts.length)} to import.{' '}
      {parsed.byHeader
        ? `Columns read: ${parsed.columnsRead.join(', ')}.`
        : 'The header names no email column, so the columns are read in the order email, first name, last name, phone.'}
    </Alert>
  );
}
