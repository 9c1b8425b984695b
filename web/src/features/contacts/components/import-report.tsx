import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ContactList, ContactSource } from '@pickup/contracts/schemas';
import Papa from 'papaparse';
import { InfoDialog } from '../../../components/dialogs/info-dialog';
import { StatCard, StatGrid } from '../../../components/data/stat-card';
import type { ImportRun, ImportTotals } from '../hooks/use-batched-import';
import { contactsCount } from '../utils/words';

/** Skipped rows listed in the dialog; the downloaded report has every one. */
const skippedShown = 100;

/** How far an import has got: the contacts sent of all, over a bar, read out as it moves. */
export function ImportProgress({ sent, total }: { sent: number; total: number }) {
  const amount = `${sent.toLocaleString('en-US')} of ${contactsCount(total)} sent`;
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }} data-import-progress>
      <LinearProgress
        variant="determinate"
        value={total === 0 ? 0 : Math.round((sent / total) * 100)}
        aria-label={`Importing: ${amount}`}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" role="status">
        Importing… {amount}
      </Typography>
    </Box>
  );
}

/** The skipped rows as a CSV file the owner keeps, to fix them and import them again. */
function downloadSkipped(totals: ImportTotals, rowWord: string, listName: string) {
  const csv = Papa.unparse({
    fields: [rowWord, 'Email', 'Reason'],
    data: totals.skipped.map((skip) => [skip.row, skip.email, skip.reason]),
  });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${listName.replace(/[^\w-]+/g, '-')}-skipped-rows.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

interface ImportReportDialogProps {
  list: ContactList;
  source: ContactSource;
  /** The run once it ended. */
  run: Extract<ImportRun, { phase: 'finished' | 'stopped' }>;
  onResume: () => void;
  onClose: () => void;
}

/**
 * What an import did, row by row (business spec §5): how many were added, merged into a contact
 * the list had, and skipped, each skipped row with its number and the reason; when a call failed,
 * which rows were not sent and a way to send them again.
 */
export function ImportReportDialog({ list, source, run, onResume, onClose }: ImportReportDialogProps) {
  const { totals } = run;
  // Typed lines are numbered from the first; a file's rows count its header as row 1.
  const rowWord = source === 'manual' ? 'Line' : 'Row';
  const stopped = run.phase === 'stopped';
  return (
    <InfoDialog
      title={stopped ? 'Import Stopped' : 'Import Report'}
      maxWidth="md"
      onClose={onClose}
      actions={
        <>
          {totals.skipped.length > 0 && (
            <Button startIcon={<DownloadIcon />} onClick={() => downloadSkipped(totals, rowWord, list.name)}>
              Download Skipped Rows
            </Button>
          )}
          {stopped && (
            <Button variant="contained" disableElevation onClick={onResume}>
              Send the Rest Again
            </Button>
          )}
        </>
      }
    >
      {stopped && (
        <Alert severity="error" data-import-stopped>
          {run.error} {contactsCount(run.total - run.sent)} of {run.total.toLocaleString('en-US')} were not
          sent.
        </Alert>
      )}
      <StatGrid>
        <StatCard label="Added" value={totals.imported} />
        <StatCard label="Merged" value={totals.merged} hint="Already in the list" />
        <StatCard label="Skipped" value={totals.skipped.length} />
        <StatCard label="In the List" value={totals.contactCount ?? list.contactCount} hint="Contacts now" />
      </StatGrid>
      {totals.skipped.length > 0 && (
        <Box component="section" aria-labelledby="import-skipped">
          <Typography id="import-skipped" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            Skipped {rowWord === 'Line' ? 'lines' : 'rows'}
          </Typography>
          <Box
            component="ul"
            aria-labelledby="import-skipped"
            sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
          >
            {totals.skipped.slice(0, skippedShown).map((skip, index) => (
              <Box
                component="li"
                key={`${skip.row}-${index}`}
                data-skipped-row={skip.row}
                sx={{
                  py: 1,
                  display: 'grid',
                  gap: { xs: 0.25, sm: 2 },
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '80px minmax(0, 1fr) minmax(0, 1.2fr)' },
                }}
              >
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {rowWord} {skip.row}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {skip.email || '(no email)'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {skip.reason}
                </Typography>
              </Box>
            ))}
          </Box>
          {totals.skipped.length > skippedShown && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              And {(totals.skipped.length - skippedShown).toLocaleString('en-US')} more: Download Skipped Rows
              has every one.
            </Typography>
          )}
        </Box>
      )}
    </InfoDialog>
  );
}
