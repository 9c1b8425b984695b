import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ImportOutcome } from '../utils/import-batches';

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

function LineList({ title, children }: { title: string; children: ReactNode }) {
  const id = `import-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box>
      <Typography component="h3" id={id} sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={id}
        tabIndex={0}
        sx={{ m: 0, pl: 2.5, maxHeight: 200, overflowY: 'auto', '& li': { py: 0.25 } }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** The end of an import: what was created, the duplicates left alone, and each row that failed. */
export function ImportSummary({ outcome }: { outcome: ImportOutcome }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {outcome.stopped && (
        <Alert severity="warning">
          {outcome.stopped.message}{' '}
          {plural(outcome.stopped.notSent, 'row was not imported.', 'rows were not imported.')}
        </Alert>
      )}
      <Typography sx={{ fontWeight: 700, fontSize: 18 }} data-import-created={outcome.created}>
        {plural(outcome.created, 'customer added', 'customers added')}
      </Typography>
      {outcome.duplicates.length > 0 && (
        <LineList title="Already customers, not added again">
          {outcome.duplicates.map((duplicate) => (
            <li key={duplicate.line}>
              Line {duplicate.line}: {duplicate.email}
            </li>
          ))}
        </LineList>
      )}
      {outcome.failed.length > 0 && (
        <LineList title="Not imported">
          {outcome.failed.map((failure) => (
            <li key={failure.line}>
              Line {failure.line}: {failure.error}
            </li>
          ))}
        </LineList>
      )}
    </Box>
  );
}
