import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';

/** Shown when a screen throws while rendering, instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 12, px: 2 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {error instanceof Error ? error.message : 'Please reload the page.'}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
