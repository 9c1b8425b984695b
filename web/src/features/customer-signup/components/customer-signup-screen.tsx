import Box from '@mui/material/Box';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { PageHeader } from '../../../components/page/page-header';
import { isApiError } from '../../../lib/api-error';
import { useTenant } from '../../../lib/use-tenant';
import { useSignupBusinessQuery } from '../api/signup-api';
import { BusinessHeading } from './business-heading';
import { BusinessNotFound } from './business-not-found';
import { SignupFlow } from './signup-flow';

/**
 * /{slug}/signup: a household signs itself up with the business the address names, under its name,
 * logo and colours, choosing among its own plans (customer spec §2 Customer sign-up).
 */
export function CustomerSignupScreen() {
  const slug = useTenant()?.slug ?? '';
  const business = useSignupBusinessQuery(slug, { skip: slug === '' });

  if (business.isLoading) return <LoadingState label="Loading the sign-up" />;
  if (business.data) {
    return (
      <Box sx={{ maxWidth: 920, mx: 'auto' }}>
        <BusinessHeading
          business={business.data}
          title={`Sign up with ${business.data.businessName}`}
          description="Three steps: your details, your plan, and your first month's payment."
        />
        <SignupFlow business={business.data} slug={slug} />
      </Box>
    );
  }
  if (slug === '' || (isApiError(business.error) && business.error.status === 404)) {
    return <BusinessNotFound />;
  }
  return (
    <>
      <PageHeader title="This page could not load" />
      <ErrorState
        title="The sign-up could not load"
        message="Please try again in a moment."
        onRetry={() => void business.refetch()}
      />
    </>
  );
}
