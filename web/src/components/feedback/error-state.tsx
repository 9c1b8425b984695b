import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

interface ErrorStateProps {
  title: string;
  message?: ReactNode;
  /** Asks again; without it the alert offers no Retry button. */
  onRetry?: () => void;
}

/** In place of content that could not load: what failed, and a Retry button. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        )
      }
    >
      <AlertTitle sx={{ mb: message ? 0.5 : 0 }}>{title}</AlertTitle>
      {message}
    </Alert>
  );
}
