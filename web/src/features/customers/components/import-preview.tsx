import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportableField, ImportPreviewResult, ImportPreviewRow } from '@pickup/contracts/schemas';
import { StatusChip } from '../../../components/status-chip';

/** Rows of the file the preview shows; the counts above it cover every row. */
export const previewRowCount = 10;

const fieldLabels: Record<ImportableField, string> = {
  fullName: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  zone: 'Zone',
  bucketNumber: 'Bucket number',
  subscription: 'Plan',
  pickupInstructions: 'Pickup instructions',
  notes: 'Notes',
};

function rowName(row: ImportPreviewRow): string {
  return row.customer ? `${row.customer.firstName} ${row.customer.lastName}`.trim() : '';
}

function RowResult({ row }: { row: ImportPreviewRow }) {
  if (row.errors.length > 0) {
    return (
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <StatusChip label="Invalid" tone="error" />
        <Typography variant="body2" color="error">
          {row.errors.join(' ')}
        </Typography>
      </Box>
    );
  }
  if (row.duplicate) return <StatusChip label="Duplicate" tone="warning" />;
  return <StatusChip label="Ready" tone="success" />;
}

/** What an import would do: the columns as matched, the counts, and the file's first rows checked. */
export function ImportPreview({ preview }: { preview: ImportPreviewResult }) {
  const shown = preview.rows.slice(0, previewRowCount);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5 }}>
      <Box
        component="ul"
        aria-label="Import counts"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {[
          { key: 'ready', count: preview.ready, label: 'ready to import', tone: 'success' as const },
          {
            key: 'duplicates',
            count: preview.duplicates,
            label: preview.duplicates === 1 ? 'duplicate' : 'duplicates',
            tone: 'warning' as const,
          },
          { key: 'invalid', count: preview.invalid, label: 'invalid', tone: 'error' as const },
        ].map(({ key, count, label, tone }) => (
          <Box component="li" key={key} data-import-count={key}>
            <StatusChip label={`${count.toLocaleString('en-US')} ${label}`} tone={tone} />
          </Box>
        ))}
      </Box>

      <Box>
        <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          Columns
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          {preview.columns.map((column, index) => (
            <Box
              key={`${index}-${column.header}`}
              sx={{ display: 'contents' }}
              data-import-column={column.header}
            >
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {column.header || `Column ${index + 1}`}
              </Typography>
              <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                {column.field ? `→ ${fieldLabels[column.field]}` : '→ not imported'}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>

      <Box>
        <Typography component="h3" id="import-preview-rows" sx={{ fontWeight: 700, mb: 1 }}>
          {preview.rows.length > shown.length
            ? `First ${shown.length} of ${preview.rows.length.toLocaleString('en-US')} rows`
            : 'Rows'}
        </Typography>
        <Box
          role="region"
          aria-labelledby="import-preview-rows"
          tabIndex={0}
          sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Table size="small" aria-labelledby="import-preview-rows">
            <TableHead>
              <TableRow>
                <TableCell scope="col">Line</TableCell>
                <TableCell scope="col">Customer</TableCell>
                <TableCell scope="col">Result</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row) => (
                <TableRow key={row.line} data-import-line={row.line}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {row.customer && (
                      <>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {rowName(row)}
                        </Typography>
                        <Typography variant="body2">{row.customer.email}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {row.customer.address}
                        </Typography>
                      </>
                    )}
                  </TableCell>
                  <TableCell>
                    <RowResult row={row} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
    </Box>
  );
}
