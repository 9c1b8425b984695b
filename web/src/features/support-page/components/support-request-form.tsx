import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { messagingLimits, messagingMessages, supportRequestBody } from '@pickup/contracts/schemas';
import { useState } from 'react';
import { PlainField } from '../../../components/form/plain-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../components/form/use-form';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useSendSupportRequestMutation } from '../api/support-page-api';

/**
 * The public support page's form: name, e-mail and message, checked with the contract's rules; the
 * business answers by e-mail. A signed-in customer finds their name and e-mail filled in.
 */
export function SupportRequestForm() {
  const [sent, setSent] = useState(false);
  // A new form for each message, so the next one starts empty.
  const [round, setRound] = useState(0);

  if (sent) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success" role="status" sx={{ width: '100%' }}>
          {messagingMessages.supportRequestReceived}
        </Alert>
        <Button
          variant="outlined"
          onClick={() => {
            setSent(false);
            setRound((current) => current + 1);
          }}
        >
          Send Another Message
        </Button>
      </Stack>
    );
  }
  return <RequestForm key={round} onSent={() => setSent(true)} />;
}

function RequestForm({ onSent }: { onSent: () => void }) {
  const user = useSession().user;
  const [send, { isLoading }] = useSendSupportRequestMutation();
  const form = useForm({
    schema: supportRequestBody,
    initial: {
      name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      email: user?.email ?? '',
      message: '',
    },
    isLoading,
  });

  const submit = form.onSubmit(async (body) => {
    try {
      await send(body).unwrap();
      onSent();
    } catch (error) {
      // The page's own limit, or the gateway's: either way the contract's words for it.
      if (isApiError(error) && error.status === 429)
        form.fail(null, messagingMessages.tooManySupportRequests);
      else form.fail(error, messagingMessages.sendFailed);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Send a message to support">
      <Stack spacing={2.25}>
        {form.outcome && (
          <Alert severity={form.outcome.severity} role="alert">
            {form.outcome.text}
          </Alert>
        )}
        <PlainField label="Name" autoComplete="name" {...form.field('name')} />
        <PlainField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <PlainField
          label="Message"
          minRows={5}
          helperText={`Up to ${messagingLimits.messageLength.toLocaleString('en-US')} characters.`}
          {...form.field('message')}
        />
        <SubmitButton isLoading={isLoading} pendingLabel="Sending…" label="Send Message" />
      </Stack>
    </Box>
  );
}
