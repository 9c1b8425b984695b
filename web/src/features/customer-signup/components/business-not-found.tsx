import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { tenantMessages } from '@pickup/contracts/constants';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';

/** The whole screen when the address names no business the platform knows. */
export function BusinessNotFound() {
  return (
    <Box sx={{ py: { xs: 4, md: 8 } }}>
      <EmptyState
        title={tenantMessages.businessNotFound}
        headingLevel="h1"
        description="No business answers at this address. Check the link you were given, or ask the business for its page."
        action={
          <Button component={Link} to="/?landing" variant="outlined">
            Go to the home page
          </Button>
        }
      />
    </Box>
  );
}
