import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { mostPopularLabel } from '@pickup/contracts/constants';
import { formatUsd, toCents } from '@pickup/contracts/money';
import type { ServicePlan } from '@pickup/contracts/schemas';
import type { ReactNode } from 'react';

interface ServicePlanCardProps {
  plan: ServicePlan;
  /** The household's plan now, or the one it changes to: outlined in the primary colour. */
  highlighted?: boolean;
  /** The card's button, if the screen offers one. */
  action?: ReactNode;
}

/** One of the business's pickup plans: its name, price a month, what it includes, and a button. */
export function ServicePlanCard({ plan, highlighted = false, action }: ServicePlanCardProps) {
  return (
    <Box
      data-service-plan={plan.id}
      sx={{
        height: '100%',
        p: 2.5,
        borderRadius: 3,
        border: 2,
        borderColor: highlighted ? 'primary.main' : 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700, flex: 1 }}>
          {plan.name}
        </Typography>
        {plan.popular && <Chip label={mostPopularLabel} color="primary" size="small" />}
      </Box>
      <Typography>
        <Box component="span" data-plan-price sx={{ fontSize: 28, fontWeight: 800 }}>
          {formatUsd(toCents(plan.price))}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {' '}
          / month
        </Box>
      </Typography>
      <Typography color="text.secondary">{plan.description}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'grid', gap: 1 }}>
        {plan.features.map((feature) => (
          <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckIcon fontSize="small" color="primary" aria-hidden sx={{ mt: 0.25 }} />
            <Typography variant="body2">{feature}</Typography>
          </Box>
        ))}
      </Box>
      {action && <Box sx={{ mt: 'auto', pt: 1.5 }}>{action}</Box>}
    </Box>
  );
}

/** The plans side by side from a tablet up, one under another on a phone. */
export function ServicePlanGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label="Plans"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}
