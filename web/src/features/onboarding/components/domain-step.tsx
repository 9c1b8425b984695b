import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { domainVerification } from '@pickup/contracts/constants';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useDomainStatusQuery } from '../api/onboarding-api';
import { useVerifyDomain } from './use-verify-domain';
import { DnsRecords } from './dns-records';

interface DomainStepProps {
  onDone: () => void;
}

/**
 * Step 4 (only with a custom domain): the A and TXT records to add, how long they take, a check
 * that never holds the owner back, and 'I've added DNS records' to go on.
 */
export function DomainStep({ onDone }: DomainStepProps) {
  const domain = useDomainStatusQuery(undefined);
  const { verifyNow, isLoading: verifying, result } = useVerifyDomain();

  return (
    <Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Point your domain here
      </Typography>
      {domain.isLoading ? (
        <LoadingState label="Loading your DNS records" />
      ) : domain.error || !domain.data ? (
        <ErrorState title="Your DNS records could not load" onRetry={() => void domain.refetch()} />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2.5 }}>
            Add these two records where you manage{' '}
            <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
              {domain.data.customDomain}
            </Box>
            &apos;s DNS. The A record sends visitors here; the TXT record proves the domain is yours.
          </Typography>
          <DnsRecords records={domain.data.records} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {domain.data.propagationNote || domainVerification.propagationNote}
          </Typography>
        </>
      )}
      {result && (
        <Alert severity={result.severity} sx={{ mt: 2.5 }} role="status">
          {result.text}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
        <Button variant="contained" size="large" disableElevation onClick={onDone}>
          I&apos;ve added DNS records
        </Button>
        <Button variant="outlined" size="large" disabled={verifying} onClick={() => void verifyNow()}>
          {verifying ? 'Checking…' : 'Verify now'}
        </Button>
      </Stack>
    </Box>
  );
}
