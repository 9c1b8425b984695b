import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { mostPopularLabel } from '@pickup/contracts/constants';
import { formatUsd, toCents } from '@pickup/contracts/money';
import type { PublicBusiness } from '@pickup/contracts/schemas';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';

interface ServicePlanListProps {
  business: PublicBusiness;
  /** The business's customer sign-up. */
  signUpHref: string;
}

/** The business's pickup plans with their monthly prices, each leading to sign-up. */
export function ServicePlanList({ business, signUpHref }: ServicePlanListProps) {
  return (
    <Box component="section" aria-labelledby="service-plans-heading" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="service-plans-heading" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 2.5 }}>
        Pickup plans
      </Typography>
      {business.plans.length === 0 ? (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
          <EmptyState
            headingLevel="h3"
            title="No plans to show yet"
            description={`Contact ${business.businessName} to ask about pickups in your area.`}
          />
        </Box>
      ) : (
        <Box
          component="ul"
          aria-label="Pickup plans"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {business.plans.map((plan) => (
            <Box
              component="li"
              key={plan.id}
              data-service-plan={plan.id}
              sx={{
                p: 3,
                borderRadius: 3,
                bgcolor: 'background.paper',
                border: plan.popular ? 2 : 1,
                borderColor: plan.popular ? 'primary.main' : 'divider',
                display: 'flex',
                flexDirection: 'column',
                gap: 1.5,
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography
                  id={`service-plan-${plan.id}`}
                  component="h3"
                  variant="h6"
                  sx={{ fontWeight: 700 }}
                >
                  {plan.name}
                </Typography>
                {plan.popular && <Chip label={mostPopularLabel} color="primary" size="small" />}
              </Box>
              <Typography>
                <Box component="span" sx={{ fontSize: 30, fontWeight: 800 }}>
                  {formatUsd(toCents(plan.price))}
                </Box>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' '}
                  / month
                </Box>
              </Typography>
              <Typography color="text.secondary">{plan.description}</Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, flex: 1 }}>
                {plan.features.map((feature) => (
                  <Box
                    component="li"
                    key={feature}
                    sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
                  >
                    <CheckIcon fontSize="small" color="primary" aria-hidden sx={{ mt: 0.25 }} />
                    <Typography variant="body2">{feature}</Typography>
                  </Box>
                ))}
              </Box>
              <Button
                component={Link}
                to={signUpHref}
                variant={plan.popular ? 'contained' : 'outlined'}
                disableElevation
                aria-describedby={`service-plan-${plan.id}`}
              >
                Choose {plan.name}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
