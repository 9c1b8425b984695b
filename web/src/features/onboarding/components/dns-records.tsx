import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DomainStatus } from '@pickup/contracts/schemas';

/** The records to add at the domain's DNS host, each as type, name and value (values may be long). */
export function DnsRecords({ records }: { records: DomainStatus['records'] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }} data-dns-records>
      {records.map((record) => (
        <Box
          key={`${record.type} ${record.name}`}
          sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'grey.50', minWidth: 0 }}
        >
          <Typography component="dt" sx={{ fontWeight: 700, mb: 0.75 }}>
            {record.type} record
          </Typography>
          <Box
            component="dd"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}
          >
            <Typography component="span" variant="body2" color="text.secondary">
              Name
            </Typography>
            <Typography
              component="code"
              variant="body2"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            >
              {record.name}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              Value
            </Typography>
            <Typography
              component="code"
              variant="body2"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            >
              {record.value}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
