import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tenantMessages } from '@pickup/contracts/constants';
import type { PublicBusiness } from '@pickup/contracts/schemas';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { BrandLogo } from '../../../components/layouts/brand-mark';
import { PageHeader } from '../../../components/page/page-header';
import { hrefFor } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useTenant } from '../../../lib/use-tenant';
import { usePublicBusinessQuery } from '../api/landing-api';
import { BusinessContact } from './business-contact';
import { ServicePlanList } from './service-plan-list';

/**
 * A business's own page for visitors (/{slug}, or / on its subdomain): who it is, its pickup plans
 * and prices, how to reach it, and the ways in (sign up as its customer, or sign in).
 */
export function BusinessPageScreen() {
  const slug = useTenant()?.slug ?? '';
  const business = usePublicBusinessQuery(slug, { skip: slug === '' });

  if (business.isLoading) return <LoadingState label="Loading the business" />;
  if (business.data) return <BusinessPage business={business.data} slug={slug} />;
  if (slug === '' || (isApiError(business.error) && business.error.status === 404)) {
    return <BusinessNotFound />;
  }
  return (
    <>
      <PageHeader title="This page could not load" />
      <ErrorState
        title="The business's page could not load"
        message="Please try again in a moment."
        onRetry={() => void business.refetch()}
      />
    </>
  );
}

function BusinessNotFound() {
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

function BusinessPage({ business, slug }: { business: PublicBusiness; slug: string }) {
  const brand = { name: business.businessName, logoUrl: business.logoUrl };
  return (
    <>
      <Box
        component="section"
        aria-labelledby="business-heading"
        sx={{
          borderRadius: 4,
          px: { xs: 3, md: 6 },
          py: { xs: 4, md: 7 },
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: { xs: 2.5, md: 4 },
        }}
      >
        <Box sx={{ bgcolor: 'common.white', borderRadius: 3, p: 1, display: 'flex', flexShrink: 0 }}>
          <BrandLogo key={business.logoUrl ?? ''} brand={brand} size={72} />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            id="business-heading"
            component="h1"
            variant="h3"
            sx={{ fontWeight: 800, fontSize: { xs: 30, md: 42 }, overflowWrap: 'anywhere' }}
          >
            {business.businessName}
          </Typography>
          {business.tagline && (
            <Typography sx={{ mt: 1, fontSize: { xs: 17, md: 19 }, opacity: 0.92 }}>
              {business.tagline}
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
            <Button
              component={Link}
              to={hrefFor('customerSignup', slug)}
              variant="contained"
              size="large"
              disableElevation
              sx={{ bgcolor: 'common.white', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } }}
            >
              Sign up
            </Button>
            <Button
              component={Link}
              to={hrefFor('login', slug)}
              variant="outlined"
              size="large"
              sx={{
                color: 'common.white',
                borderColor: 'common.white',
                '&:hover': { borderColor: 'common.white' },
              }}
            >
              Sign in
            </Button>
          </Stack>
        </Box>
      </Box>
      <ServicePlanList business={business} signUpHref={hrefFor('customerSignup', slug)} />
      <BusinessContact business={business} />
    </>
  );
}
