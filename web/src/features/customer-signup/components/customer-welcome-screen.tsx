import CheckIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { PublicBusiness } from '@pickup/contracts/schemas';
import { Link, Navigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { BrandLogo } from '../../../components/layouts/brand-mark';
import { SectionCard } from '../../../components/page/section-card';
import { paymentFailedTitle } from '../../../components/payments/payment-messages';
import { useStripeReturn } from '../../../components/payments/use-stripe-return';
import { hrefFor } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { isTenantPathSegment } from '../../../lib/tenant';
import { useTenant } from '../../../lib/use-tenant';
import { useSignupBusinessQuery } from '../api/signup-api';
import { bucketDelivery } from '../utils/welcome';
import { BusinessNotFound } from './business-not-found';

export const welcomeHeading = 'Welcome aboard!';

/** The query naming the business on the platform's own address (/customer-welcome?business=...). */
const businessParam = 'business';

/**
 * /{slug}/customer-welcome and /customer-welcome?business={slug}: after the first payment, the
 * household learns its subscription is active, that its welcome e-mail (with the link that sets its
 * password) is on its way, and what happens next.
 */
export function CustomerWelcomeScreen() {
  const [search] = useSearchParams();
  const tenant = useTenant();
  const returned = useStripeReturn();
  const slug = tenant?.slug ?? null;
  const business = useSignupBusinessQuery(slug ?? '', { skip: slug === null });

  // The business named in the query moves into the path, where the theme and header follow it.
  const named = search.get(businessParam);
  if (!tenant && named && isTenantPathSegment(named)) {
    const rest = new URLSearchParams(search);
    rest.delete(businessParam);
    const query = rest.toString();
    return <Navigate replace to={`${hrefFor('customerWelcome', named)}${query ? `?${query}` : ''}`} />;
  }

  if (business.isLoading) return <LoadingState label="Loading your welcome" />;
  if (slug && isApiError(business.error) && business.error.status === 404) return <BusinessNotFound />;
  if (returned === 'failed') return <PaymentNotCompleted slug={slug} />;
  return <Welcome business={business.data ?? null} slug={slug} processing={returned === 'processing'} />;
}

/** Back from Stripe with a refused payment: nothing was charged and the account waits for a card. */
function PaymentNotCompleted({ slug }: { slug: string | null }) {
  return (
    <Box sx={{ py: { xs: 4, md: 8 } }}>
      <EmptyState
        title={paymentFailedTitle}
        headingLevel="h1"
        description="Your payment was not completed and nothing was charged. Sign up again with the same email to pay for your plan."
        action={
          slug && (
            <Button
              component={Link}
              to={hrefFor('customerSignup', slug)}
              variant="contained"
              disableElevation
            >
              Back to sign-up
            </Button>
          )
        }
      />
    </Box>
  );
}

interface WelcomeProps {
  business: PublicBusiness | null;
  slug: string | null;
  /** Stripe is still confirming the payment (a bank transfer, a slow 3-D Secure). */
  processing: boolean;
}

function Welcome({ business, slug, processing }: WelcomeProps) {
  const name = business?.businessName ?? null;
  const next: [string, string][] = [
    ['Set your password', 'Open the link in your welcome email and choose a password for your account.'],
    ['Your bucket arrives', `${bucketDelivery}.`],
    [
      'Sign in any time',
      `See your next pickup, order extras and message ${name ?? 'your pickup business'} from your account.`,
    ],
  ];

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', display: 'grid', gap: { xs: 2.5, md: 3 } }}>
      <Card
        variant="outlined"
        sx={{
          p: { xs: 3, sm: 5 },
          borderRadius: 3,
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        {business ? (
          <Box sx={{ position: 'relative', mb: 0.5 }}>
            <BrandLogo
              key={business.logoUrl ?? ''}
              brand={{ name: business.businessName, logoUrl: business.logoUrl }}
              size={64}
            />
            <CheckIcon
              aria-hidden
              color="success"
              sx={{
                position: 'absolute',
                right: -10,
                bottom: -10,
                fontSize: 28,
                bgcolor: 'background.paper',
                borderRadius: '50%',
              }}
            />
          </Box>
        ) : (
          <CheckIcon aria-hidden color="success" sx={{ fontSize: 56 }} />
        )}
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: 28, md: 34 } }}>
          {welcomeHeading}
        </Typography>
        <Typography sx={{ fontSize: 18, maxWidth: 480 }} data-welcome-status>
          {processing
            ? `Your account${name ? ` with ${name}` : ''} is created. Your subscription starts as soon as your bank confirms the payment.`
            : `Your pickup subscription${name ? ` with ${name}` : ''} is active.`}
        </Typography>
        <Button
          component={Link}
          to={hrefFor('login', slug)}
          variant="contained"
          size="large"
          disableElevation
          sx={{ mt: 1, minWidth: 200 }}
        >
          Sign in
        </Button>
      </Card>

      <SectionCard
        title="Check your inbox"
        description={
          processing
            ? 'Once your payment is confirmed, your welcome email arrives with a link to set your password.'
            : 'Your welcome email is on its way, with a link to set your password.'
        }
      >
        <Typography>
          Open it to choose your password, then sign in with your email. Nothing in a few minutes? Look in
          your spam or promotions folder.
        </Typography>
      </SectionCard>

      <SectionCard title="What happens next">
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {next.map(([title, text], index) => (
            <Box component="li" key={title} sx={{ display: 'flex', gap: 1.75, alignItems: 'flex-start' }}>
              <Box
                aria-hidden
                sx={{
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontWeight: 700,
                  display: 'grid',
                  placeItems: 'center',
                  flexShrink: 0,
                }}
              >
                {index + 1}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {title}
                </Typography>
                <Typography color="text.secondary">{text}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </SectionCard>
    </Box>
  );
}
