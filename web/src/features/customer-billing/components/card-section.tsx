import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CustomerSubscriptionView } from '@pickup/contracts/schemas';
import { SectionCard } from '../../../components/page/section-card';
import { CardPayment } from '../../../components/payments/card-payment';
import { hrefFor } from '../../../config/paths';
import type { CardUpdate } from '../hooks/use-card-update';
import { cardName } from '../utils/billing-words';

interface CardSectionProps {
  subscription: CustomerSubscriptionView;
  update: CardUpdate;
}

/** The card the plan is charged to, and the form that replaces it. */
export function CardSection({ subscription, update }: CardSectionProps) {
  const { card } = subscription;
  return (
    <SectionCard
      title="Payment Method"
      description="Your monthly charge goes to this card."
      action={
        !update.confirmation && (
          <Button variant="outlined" disabled={update.isStarting} onClick={() => void update.start()}>
            {update.isStarting ? 'Starting…' : 'Update Card'}
          </Button>
        )
      }
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }} data-card-on-file>
        <CreditCardIcon color="action" aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>{card ? cardName(card) : 'No card on file'}</Typography>
      </Box>
      {update.confirmation && (
        <Box sx={{ mt: 3, maxWidth: 520 }} data-card-form>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
            Your new card
          </Typography>
          <CardPayment
            confirmation={update.confirmation}
            payLabel="Save Card"
            returnPath={hrefFor('subscribe', null)}
            onSucceeded={update.saved}
          />
          <Button sx={{ mt: 1.5 }} onClick={update.close}>
            Keep my current card
          </Button>
        </Box>
      )}
    </SectionCard>
  );
}
