import Typography from '@mui/material/Typography';
import { analyticsMessages, diversionReportQuery, reportFormats } from '@pickup/contracts/schemas';
import { formatISO, parseISO, startOfMonth, subYears } from 'date-fns';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { DateTimeField } from '../../../components/form/date-time-field';
import { SelectField } from '../../../components/form/select-field';
import { useForm } from '../../../components/form/use-form';
import { useToast } from '../../../components/toast/toast-context';
import { isApiError } from '../../../lib/api-error';
import { useBusinessToday } from '../../../lib/business-day';
import { saveFile } from '../../../lib/save-file';
import { useDiversionReportMutation } from '../api/analytics-api';

const formatOptions = reportFormats.map((format) => ({ value: format, label: format.toUpperCase() }));

/** A year of whole months up to today: from the first of this month a year ago. */
function aYearBefore(today: string): string {
  return formatISO(startOfMonth(subYears(parseISO(today), 1)), { representation: 'date' });
}

/**
 * Export report: the diversion report (pounds per zone and month, households served, contamination,
 * CO2e avoided) for the dates chosen on the business's calendar, saved as CSV or PDF under the name
 * the server gives it.
 */
export function ExportReportDialog({ onClose }: { onClose: () => void }) {
  const today = useBusinessToday()();
  const [download, { isLoading }] = useDiversionReportMutation();
  const { toast } = useToast();
  const form = useForm({
    schema: diversionReportQuery,
    initial: { from: aYearBefore(today), to: today, format: 'csv' },
    isLoading,
  });

  const submit = form.onSubmit(async (query) => {
    const result = await download(query);
    if (result.error) {
      // The server's own words for a range it refuses; anything else is the report's failure.
      const refused = isApiError(result.error) && result.error.status === 400;
      form.fail(refused ? result.error : null, analyticsMessages.reportFailed);
      return;
    }
    saveFile(result.data.url, result.data.fileName);
    onClose();
    toast({ title: analyticsMessages.reportDownloaded, message: result.data.fileName, severity: 'success' });
  });

  return (
    <FormDialog
      open
      title="Export report"
      onSubmit={submit}
      submitLabel="Download"
      pendingLabel="Preparing…"
      isLoading={isLoading}
      error={form.outcome?.text}
      onClose={onClose}
    >
      <Typography color="text.secondary">
        The diversion report municipal and grant programmes ask for: pounds collected per zone and month,
        households served, contamination rate and CO2e avoided.
      </Typography>
      <DateTimeField label="From" type="date" {...form.field('from')} />
      <DateTimeField label="To" type="date" helperText="Up to two years" {...form.field('to')} />
      <SelectField label="Format" options={formatOptions} {...form.field('format')} />
    </FormDialog>
  );
}
