import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SessionUser } from '../lib/session';
import { saveSession } from '../lib/session';
import { useDemoLoginMutation, useDemoLoginOfferedQuery, type DemoRole } from '../lib/demo-login';
import { useToast } from './toast/toast-context';

export const demoLoginFailedTitle = 'Login Failed';
export const demoLoginFailedMessage = 'Authentication failed. Please try again.';

const demoLabels: Record<DemoRole, string> = {
  owner: 'Try the demo as a business owner',
  customer: 'Try the demo as a customer',
};

interface DemoLoginButtonsProps {
  /** After the session is stored: where the signed-in demo user goes. */
  onSignedIn: (user: SessionUser) => void;
  /** Full width, stacked (a sign-in card); otherwise side by side from 600 px. */
  fullWidth?: boolean;
}

/**
 * "Try the demo" as the demo business's real owner or customer, shown only while the server's
 * demo mode is on. A failure says so in the spec's words and leaves the visitor where they are.
 */
export function DemoLoginButtons({ onSignedIn, fullWidth = false }: DemoLoginButtonsProps) {
  const offered = useDemoLoginOfferedQuery(undefined);
  const [demoLogin, { isLoading, originalArgs }] = useDemoLoginMutation();
  const { toast } = useToast();
  if (offered.data !== true) return null;

  const signIn = async (role: DemoRole) => {
    const result = await demoLogin(role);
    if (result.error) {
      toast({ title: demoLoginFailedTitle, message: demoLoginFailedMessage, severity: 'error' });
      return;
    }
    saveSession(result.data.token, result.data.user);
    onSignedIn(result.data.user);
  };

  return (
    <Stack
      direction={fullWidth ? 'column' : { xs: 'column', sm: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      data-demo-login
    >
      {(['owner', 'customer'] as const).map((role) => (
        <Button
          key={role}
          variant="outlined"
          size="large"
          fullWidth={fullWidth}
          disabled={isLoading}
          onClick={() => void signIn(role)}
          sx={{ flexShrink: 0 }}
        >
          {isLoading && originalArgs === role ? 'Signing in…' : demoLabels[role]}
        </Button>
      ))}
    </Stack>
  );
}
