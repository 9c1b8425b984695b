import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatUsd, toCents } from '@pickup/contracts/money';
import type { CustomerSubscriptionView } from '@pickup/contracts/schemas';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/page/section-card';
import { StatusChip } from '../../../components/status-chip';
import { cardName, longDate, shortDate, subscriptionStatusChips } from '../utils/billing-words';

interface CurrentPlanCardProps {
  subscription: CustomerSubscriptionView;
  /** The name of a plan by its id, as the business gives it. */
  planName: (id: string) => string;
}

/** The plan the household pays for: price, state, next charge, card, and a change waiting its turn. */
export function CurrentPlanCard({ subscription, planName }: CurrentPlanCardProps) {
  const { planName: name, amount, status, nextChargeAt, card, scheduledPlanId } = subscription;
  const chip = subscriptionStatusChips[status];
  return (
    <SectionCard title="Current Plan" action={<StatusChip label={chip.label} tone={chip.tone} />}>
      <Box data-current-plan>
        <Typography sx={{ fontSize: 22, fontWeight: 800 }}>
          {name}{' '}
          <Box component="span" sx={{ fontSize: 16, fontWeight: 400, color: 'text.secondary' }}>
            {formatUsd(toCents(amount))} / month
          </Box>
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 2,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: { xs: 0.25, sm: 1 },
          }}
        >
          <Detail term="Next charge">
            {status === 'cancelled'
              ? 'None: the subscription is cancelled'
              : nextChargeAt
                ? longDate(nextChargeAt)
                : 'Once your card is confirmed'}
          </Detail>
          <Detail term="Card">{card ? cardName(card) : 'No card on file'}</Detail>
        </Box>
        {scheduledPlanId && nextChargeAt && (
          <Alert severity="info" sx={{ mt: 2 }} data-scheduled-plan>
            Changes to {planName(scheduledPlanId)} on {shortDate(nextChargeAt)}
          </Alert>
        )}
      </Box>
    </SectionCard>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </>
  );
}
