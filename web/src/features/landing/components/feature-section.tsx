import BrandIcon from '@mui/icons-material/PaletteOutlined';
import CustomersIcon from '@mui/icons-material/PeopleAltOutlined';
import MessagesIcon from '@mui/icons-material/ForumOutlined';
import PaymentsIcon from '@mui/icons-material/CreditCardOutlined';
import RoutesIcon from '@mui/icons-material/RouteOutlined';
import WeightIcon from '@mui/icons-material/ScaleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { SectionHeading } from './section-heading';

const features = [
  {
    icon: CustomersIcon,
    title: 'Customers',
    text: 'Customers sign up online on a weekly, biweekly or monthly plan. Keep their addresses, zones, bucket numbers and pickup notes in one list.',
  },
  {
    icon: RoutesIcon,
    title: 'Routes and drivers',
    text: 'Plan pickup routes, put the stops in the shortest order, assign drivers and vehicles, and follow each route as it runs.',
  },
  {
    icon: WeightIcon,
    title: 'Weights and diversion',
    text: 'Record the weight of every bucket, flag contamination for review, and show customers how many pounds they kept out of landfill.',
  },
  {
    icon: MessagesIcon,
    title: 'Messages and reminders',
    text: 'Chat with customers, and send reminders the evening before and the morning of each pickup by e-mail and text.',
  },
  {
    icon: PaymentsIcon,
    title: 'Card payments',
    text: 'Subscriptions and add-on orders are paid by card straight into your own Stripe account.',
  },
  {
    icon: BrandIcon,
    title: 'Your brand',
    text: 'Your name, logo and colours on every page, at your own subdomain or your own domain.',
  },
] as const;

/** What the platform does, one card per part of the business it runs. */
export function FeatureSection() {
  return (
    <Box component="section" aria-labelledby="features-heading" sx={{ py: { xs: 5, md: 8 } }}>
      <SectionHeading id="features-heading" title="Everything a pickup business runs on">
        One place for the work between a customer&apos;s sign-up and a finished compost pile.
      </SectionHeading>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {features.map(({ icon: Icon, title, text }) => (
          <Box
            component="li"
            key={title}
            sx={{ p: 3, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
          >
            <Box
              aria-hidden
              sx={{
                width: 44,
                height: 44,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                mb: 1.5,
                color: 'primary.main',
                bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
              }}
            >
              <Icon />
            </Box>
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
              {title}
            </Typography>
            <Typography color="text.secondary">{text}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
