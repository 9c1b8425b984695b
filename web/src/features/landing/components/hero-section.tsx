import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { DemoLoginButtons } from '../../../components/demo-login-buttons';
import { hrefFor } from '../../../config/paths';
import type { SessionUser } from '../../../lib/session';
import { DashboardIllustration } from './screen-illustrations';

export const landingHeading = 'The platform for compost pickup businesses';

interface HeroSectionProps {
  onRequestDemo: () => void;
  /** The visitor shows interest (hover, focus): the demo form's code may start loading. */
  onPrepareDemo: () => void;
  onDemoSignedIn: (user: SessionUser) => void;
}

/** The page's promise, its one heading, and the ways in. */
export function HeroSection({ onRequestDemo, onPrepareDemo, onDemoSignedIn }: HeroSectionProps) {
  return (
    <Box
      component="section"
      aria-labelledby="landing-heading"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
        gap: { xs: 4, md: 6 },
        alignItems: 'center',
        py: { xs: 2, md: 6 },
      }}
    >
      <Box>
        <Typography
          variant="overline"
          component="p"
          color="primary"
          sx={{ fontWeight: 700, letterSpacing: 1.2, lineHeight: 1.5, mb: 1 }}
        >
          For curbside food-scrap and compost pickup
        </Typography>
        <Typography
          id="landing-heading"
          component="h1"
          variant="h3"
          sx={{ fontWeight: 800, fontSize: { xs: 32, md: 46 }, lineHeight: 1.12, mb: 2 }}
        >
          {landingHeading}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: { xs: 17, md: 19 }, mb: 3.5, maxWidth: 560 }}>
          Sign up customers, plan routes for your drivers, record every bucket&apos;s weight, remind and
          message customers, and take card payments into your own Stripe account, all under your own name,
          colours and subdomain.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
          <Button
            component={Link}
            to={hrefFor('businessOnboarding', null)}
            variant="contained"
            size="large"
            disableElevation
          >
            Start your free trial
          </Button>
          <Button
            variant="outlined"
            size="large"
            onClick={onRequestDemo}
            onMouseEnter={onPrepareDemo}
            onFocus={onPrepareDemo}
          >
            Request a demo
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          14 days free. No setup fee; cancel anytime.
        </Typography>
        <DemoLoginButtons onSignedIn={onDemoSignedIn} />
      </Box>
      <DashboardIllustration />
    </Box>
  );
}
