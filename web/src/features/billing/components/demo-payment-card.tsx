import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { demoPaymentDollars, platformFeeRate } from '@pickup/contracts/constants';
import { formatUsd, toCents } from '@pickup/contracts/money';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { serverMessage } from '../../../lib/api-error';
import { useConnectAccountStatusQuery, useConnectDemoPaymentMutation } from '../api/connect-api';

interface Split {
  amountCents: number;
  feeCents: number;
  merchantCents: number;
}

// What the spec's demo payment comes to before it is made: $50.00, a 10 % fee, the rest to the business.
const expectedAmountCents = toCents(demoPaymentDollars);
const expectedFeeCents = Math.round(expectedAmountCents * platformFeeRate);
const expected: Split = {
  amountCents: expectedAmountCents,
  feeCents: expectedFeeCents,
  merchantCents: expectedAmountCents - expectedFeeCents,
};

/**
 * The test payment (business spec §2.13, §9): a $50.00 payment to the business's connected account,
 * showing how the platform's 10 % fee splits it. Once made, the figures are Stripe's own.
 */
export function DemoPaymentCard() {
  const account = useConnectAccountStatusQuery(undefined);
  const [createPayment, { isLoading }] = useConnectDemoPaymentMutation();
  const [made, setMade] = useState<Split | null>(null);
  const { toast } = useToast();
  const split = made ?? expected;
  const hasAccount = Boolean(account.data);

  const run = async () => {
    const result = await createPayment({
      amount: demoPaymentDollars,
      currency: 'usd',
      metadata: { demo: true, description: 'Test payment from the Stripe Connect screen' },
    });
    if (result.error) {
      toast({
        title: 'Error',
        message: serverMessage(result.error, 'Failed to create payment intent'),
        severity: 'error',
      });
      return;
    }
    const payment = {
      amountCents: toCents(result.data.amount),
      feeCents: toCents(result.data.applicationFee),
      merchantCents: toCents(result.data.merchantAmount),
    };
    setMade(payment);
    toast({
      title: 'Payment Intent Created',
      message: `${formatUsd(payment.amountCents)} payment, including a ${formatUsd(payment.feeCents)} platform fee.`,
      severity: 'success',
    });
  };

  const rows: [string, number][] = [
    ['Payment', split.amountCents],
    [`Platform fee (${Math.round(platformFeeRate * 100)}%)`, split.feeCents],
    ['To your business', split.merchantCents],
  ];

  return (
    <Card
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Test Payment
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {made
          ? 'Your test payment was created. This is how it splits:'
          : `Create a ${formatUsd(expected.amountCents)} test payment and see how the platform fee splits it.`}
      </Typography>
      <Box component="dl" sx={{ m: 0, my: 2 }} data-payment-split>
        {rows.map(([label, cents]) => (
          <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
            <Typography component="dt">{label}</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {formatUsd(cents)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button
        variant="contained"
        disableElevation
        sx={{ mt: 'auto', alignSelf: 'flex-start' }}
        disabled={isLoading || !hasAccount}
        onClick={() => void run()}
      >
        {isLoading ? 'Creating…' : 'Create Test Payment'}
      </Button>
      {!hasAccount && !account.isLoading && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Connect a Stripe account first.
        </Typography>
      )}
    </Card>
  );
}
