import Button from '@mui/material/Button';

interface SubmitButtonProps {
  isLoading: boolean;
  /** The label while the request is pending. */
  pendingLabel: string;
  label: string;
}

/** The full-width submit button of a form, disabled while its request is pending. */
export function SubmitButton({ isLoading, pendingLabel, label }: SubmitButtonProps) {
  return (
    <Button type="submit" variant="contained" size="large" disableElevation disabled={isLoading} fullWidth>
      {isLoading ? pendingLabel : label}
    </Button>
  );
}
