import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { mostPopularLabel } from '@pickup/contracts/constants';
import { formatUsd, toCents } from '@pickup/contracts/money';
import type { PlatformPlanView } from '@pickup/contracts/schemas';
import type { ReactNode } from 'react';
import { planLimitLines } from '../../lib/plan-limits';

interface PlatformPlanCardProps {
  plan: PlatformPlanView;
  /** The heading level the card's name takes in its page. */
  nameComponent: 'h2' | 'h3';
  /** Unique among the page's cards of one plan (the landing page's and the plan picker's differ). */
  idPrefix: string;
  /** The card's button, described by the plan's name for assistive technology. */
  action: (describedBy: string) => ReactNode;
}

/**
 * One platform plan: name, monthly price, limits and "Most Popular" on the recommended one, with a
 * button its screen gives (the landing page's trial, the plan picker's choice).
 */
export function PlatformPlanCard({ plan, nameComponent, idPrefix, action }: PlatformPlanCardProps) {
  const nameId = `${idPrefix}-${plan.id}`;
  return (
    <Box
      data-plan={plan.id}
      sx={{
        height: '100%',
        p: 3,
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: plan.popular ? 2 : 1,
        borderColor: plan.popular ? 'primary.main' : 'divider',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={nameId} component={nameComponent} variant="h6" sx={{ fontWeight: 700 }}>
          {plan.name}
        </Typography>
        {plan.popular && <Chip label={mostPopularLabel} color="primary" size="small" />}
      </Box>
      <Typography>
        <Box component="span" sx={{ fontSize: 34, fontWeight: 800 }} data-plan-price>
          {formatUsd(toCents(plan.amount))}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {' '}
          / month
        </Box>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, flex: 1 }}>
        {planLimitLines(plan.limits).map((line) => (
          <Box component="li" key={line} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CheckIcon fontSize="small" color="primary" aria-hidden />
            <Typography variant="body2">{line}</Typography>
          </Box>
        ))}
      </Box>
      {action(nameId)}
    </Box>
  );
}
