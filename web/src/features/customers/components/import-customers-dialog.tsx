import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { customerMessages, limits } from '@pickup/contracts/constants';
import type { ImportPreviewResult } from '@pickup/contracts/schemas';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { LoadingState } from '../../../components/feedback/loading-state';
import { FilePicker } from '../../../components/form/file-picker';
import { serverMessage } from '../../../lib/api-error';
import {
  refreshCustomers,
  useImportCustomersMutation,
  usePreviewCustomerImportMutation,
} from '../api/customers-api';
import { useCustomerAlerts } from '../hooks/use-customer-alerts';
import { importInBatches, readyRows, withSkippedRows, type ImportOutcome } from '../utils/import-batches';
import { notCsvMessage } from '../utils/messages';
import { ImportPreview } from './import-preview';
import { ImportSummary } from './import-summary';

type Stage =
  | { step: 'choose'; error: string | null }
  | { step: 'reading'; fileName: string }
  | { step: 'preview'; fileName: string; preview: ImportPreviewResult }
  | { step: 'importing'; done: number; total: number }
  | { step: 'summary'; outcome: ImportOutcome };

const readFailed = 'The file could not be read. Please try again.';

function looksLikeCsv(file: File): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}

interface ImportCustomersDialogProps {
  soundNotifications: boolean;
  onClose: () => void;
}

/**
 * Import CSV: an owner moving from a spreadsheet chooses the file, sees how its columns were matched
 * and which rows are ready, then imports them in batches with the progress shown, and ends on a
 * summary of every line.
 */
export function ImportCustomersDialog({ soundNotifications, onClose }: ImportCustomersDialogProps) {
  const [stage, setStage] = useState<Stage>({ step: 'choose', error: null });
  const [previewImport] = usePreviewCustomerImportMutation();
  const [importBatch] = useImportCustomersMutation();
  const dispatch = useDispatch();
  const alert = useCustomerAlerts(soundNotifications);
  const busy = stage.step === 'reading' || stage.step === 'importing';

  const choose = async (file: File) => {
    if (!looksLikeCsv(file)) return setStage({ step: 'choose', error: notCsvMessage });
    if (file.size > limits.customerImportBytes) {
      return setStage({ step: 'choose', error: customerMessages.importTooLarge });
    }
    setStage({ step: 'reading', fileName: file.name });
    const csv = await file.text();
    const result = await previewImport(csv);
    if (result.error) return setStage({ step: 'choose', error: serverMessage(result.error, readFailed) });
    setStage({ step: 'preview', fileName: file.name, preview: result.data });
  };

  const runImport = async (preview: ImportPreviewResult) => {
    const rows = readyRows(preview);
    setStage({ step: 'importing', done: 0, total: rows.length });
    const outcome = await importInBatches(
      rows,
      (body) => importBatch(body),
      (done) => setStage({ step: 'importing', done, total: rows.length }),
    );
    dispatch(refreshCustomers());
    setStage({ step: 'summary', outcome: withSkippedRows(outcome, preview) });
    if (outcome.milestone) alert(outcome.milestone);
    else if (outcome.created > 0) alert({ isMilestone: false, customerCount: outcome.created });
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="import-customers-title"
      sx={{
        '& .MuiDialog-paper': { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } },
      }}
    >
      <DialogTitle id="import-customers-title">Import Customers</DialogTitle>
      <DialogContent>
        {stage.step === 'choose' && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography color="text.secondary">
              Choose a spreadsheet saved as CSV (up to 1 MB) whose first row names its columns: Name, or First
              Name and Last Name; Email; Address; and any of Phone, Zone, Bucket Number, Plan, Pickup
              Instructions and Notes. You see every row checked before anything is added.
            </Typography>
            {stage.error && <Alert severity="error">{stage.error}</Alert>}
            <FilePicker label="Choose CSV file" accept=".csv,text/csv" onFile={(file) => void choose(file)} />
          </Box>
        )}
        {stage.step === 'reading' && <LoadingState label={`Reading ${stage.fileName}`} />}
        {stage.step === 'preview' && (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {stage.fileName}
            </Typography>
            <ImportPreview preview={stage.preview} />
          </Box>
        )}
        {stage.step === 'importing' && <ImportProgress done={stage.done} total={stage.total} />}
        {stage.step === 'summary' && <ImportSummary outcome={stage.outcome} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {stage.step === 'summary' ? 'Done' : 'Cancel'}
        </Button>
        {stage.step === 'preview' && (
          <>
            <Button onClick={() => setStage({ step: 'choose', error: null })}>Choose another file</Button>
            <Button
              variant="contained"
              disableElevation
              disabled={stage.preview.ready === 0}
              onClick={() => void runImport(stage.preview)}
            >
              {`Import ${stage.preview.ready.toLocaleString('en-US')} ${stage.preview.ready === 1 ? 'customer' : 'customers'}`}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function ImportProgress({ done, total }: { done: number; total: number }) {
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, py: 2 }}>
      <Typography id="import-progress-label" sx={{ fontWeight: 600 }}>
        Importing… {done.toLocaleString('en-US')} of {total.toLocaleString('en-US')} customers
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby="import-progress-label"
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
