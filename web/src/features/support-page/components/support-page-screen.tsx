import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { tenantMessages } from '@pickup/contracts/constants';
import type { SupportContacts } from '@pickup/contracts/schemas';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { PageHeader } from '../../../components/page/page-header';
import { SectionCard } from '../../../components/page/section-card';
import { ContactWays, hasContactWays } from '../../../components/support-center/contact-ways';
import { useSupportContactsQuery } from '../../../components/support-center/support-api';
import { isApiError } from '../../../lib/api-error';

// The form brings zod and the contract's rules: a chunk of its own, so the page and its contact
// details show before it.
const SupportRequestForm = lazy(() =>
  import('./support-request-form').then((m) => ({ default: m.SupportRequestForm })),
);

/**
 * The public support page (/support, /{tenant}/support): how to reach the business the address
 * names, and a message form anyone can send; the business answers by e-mail.
 */
export function SupportPageScreen() {
  const contacts = useSupportContactsQuery(undefined);
  const notFound = isApiError(contacts.error) && contacts.error.status === 404;

  return (
    <>
      <PageHeader
        title="Support"
        description={
          contacts.data
            ? `Questions about your pickups or your account? ${contacts.data.businessName} is here to help.`
            : 'Questions about your pickups or your account? We are here to help.'
        }
      />
      {contacts.isLoading ? (
        <LoadingState label="Loading the contact details" />
      ) : notFound ? (
        <EmptyState
          title={tenantMessages.businessNotFound}
          description="No business answers at this address. Open the support page from your business's own link, or sign in to reach its support."
          action={
            <Button component={RouterLink} to="/login" variant="outlined">
              Sign In
            </Button>
          }
        />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2.5, md: 3 },
            gridTemplateColumns: { md: '1fr 1.4fr' },
            alignItems: 'start',
          }}
        >
          {contacts.data ? (
            <ContactDetails contacts={contacts.data} />
          ) : (
            <ErrorState
              title="The contact details could not load"
              message="Please try again in a moment; the form still reaches the business."
              onRetry={() => void contacts.refetch()}
            />
          )}
          <SectionCard title="Send Us a Message" description="We reply by e-mail.">
            <Suspense fallback={<LoadingState label="Loading the form" />}>
              <SupportRequestForm />
            </Suspense>
          </SectionCard>
        </Box>
      )}
    </>
  );
}

function ContactDetails({ contacts }: { contacts: SupportContacts }) {
  return (
    <SectionCard title={`Contact ${contacts.businessName}`}>
      {hasContactWays(contacts) ? (
        <ContactWays {...contacts} />
      ) : (
        <Typography color="text.secondary">
          {contacts.businessName} has not listed a phone number or e-mail address yet: the form reaches them.
        </Typography>
      )}
    </SectionCard>
  );
}
