import {
  contactLimits,
  contactsMessages,
  type ContactSource,
  type SkippedContact,
} from '@pickup/contracts/schemas';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { failureToast } from '../../../components/toast/failure-toast';
import { useToast, type ToastOptions } from '../../../components/toast/toast-context';
import { api } from '../../../lib/api';
import { serverMessage } from '../../../lib/api-error';
import { importedInto, useImportContactsMutation } from '../api/contacts-api';
import { anyUsableEmail, type ContactRow } from '../utils/parse-contacts';
import { contactsWords } from '../utils/words';

/** What the calls answered so far, added up. */
export interface ImportTotals {
  imported: number;
  merged: number;
  skipped: SkippedContact[];
  /** The list's contacts after the last call that answered. */
  contactCount: number | null;
}

export type ImportRun =
  | { phase: 'idle' }
  | { phase: 'sending'; sent: number; total: number; totals: ImportTotals }
  | { phase: 'finished'; total: number; totals: ImportTotals }
  /** A call failed: the rows from `sent` on were not imported, and may be sent again. */
  | { phase: 'stopped'; sent: number; total: number; totals: ImportTotals; error: string };

const noTotals: ImportTotals = { imported: 0, merged: 0, skipped: [], contactCount: null };

/** Business spec §5: no row had an address, or the server took none. */
const noValidContacts: ToastOptions = {
  title: contactsMessages.noValidContactsTitle,
  message: contactsMessages.noValidContacts,
  severity: 'error',
};

/**
 * Sends contacts to a list in batches of the contract's size, one call after another, with the
 * progress so far; adds up what each answered (imported, merged, skipped with row and reason); and
 * ends with the spec's toast. A failed call stops the run and keeps what was done: the rest can be
 * sent again (a row sent twice is merged, never doubled).
 */
export function useBatchedImport(listId: string, source: ContactSource) {
  const [importContacts] = useImportContactsMutation();
  const dispatch = useDispatch();
  const { toast } = useToast();
  const [run, setRun] = useState<ImportRun>({ phase: 'idle' });
  const [rows, setRows] = useState<readonly ContactRow[]>([]);

  const send = async (contacts: readonly ContactRow[], from: number, before: ImportTotals) => {
    const total = contacts.length;
    let totals = before;
    for (let sent = from; sent < total; sent += contactLimits.importBatch) {
      setRun({ phase: 'sending', sent, total, totals });
      const batch = contacts.slice(sent, sent + contactLimits.importBatch);
      const result = await importContacts({ listId, body: { contacts: [...batch], source } });
      if (result.error) {
        const error = serverMessage(result.error, contactsMessages.importFailed);
        setRun({ phase: 'stopped', sent, total, totals, error });
        dispatch(api.util.invalidateTags(importedInto(listId)));
        toast(failureToast(result.error, contactsMessages.importFailed));
        return;
      }
      const answer = result.data;
      totals = {
        imported: totals.imported + answer.imported,
        merged: totals.merged + answer.merged,
        skipped: [...totals.skipped, ...answer.skipped],
        contactCount: answer.contactCount,
      };
    }
    setRun({ phase: 'finished', total, totals });
    dispatch(api.util.invalidateTags(importedInto(listId)));
    toast(
      totals.imported + totals.merged === 0
        ? noValidContacts
        : {
            title: contactsWords.importedTitle,
            message: contactsWords.importSummary(totals),
            severity: 'success',
          },
    );
  };

  return {
    run,
    /** Sends every contact, unless none has an e-mail with @: then only the spec's toast. */
    start: (contacts: readonly ContactRow[]) => {
      if (run.phase === 'sending') return;
      if (!anyUsableEmail(contacts)) {
        toast(noValidContacts);
        return;
      }
      setRows(contacts);
      void send(contacts, 0, noTotals);
    },
    /** Sends the rows a failed call left, adding to what was done. */
    resume: () => {
      if (run.phase !== 'stopped') return;
      void send(rows, run.sent, run.totals);
    },
  };
}
