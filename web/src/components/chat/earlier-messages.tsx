import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface EarlierMessagesProps {
  loading: boolean;
  /** The last try failed: said under the button, which tries again. */
  failed: boolean;
  onLoad: () => void;
}

/** Above a thread's oldest message: "Load earlier messages", and a word when they could not load. */
export function EarlierMessages({ loading, failed, onLoad }: EarlierMessagesProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
      <Button size="small" onClick={onLoad} disabled={loading}>
        {loading ? 'Loading…' : 'Load earlier messages'}
      </Button>
      {failed && (
        <Typography variant="caption" color="error" role="alert">
          Earlier messages could not load. Please try again.
        </Typography>
      )}
    </Box>
  );
}
