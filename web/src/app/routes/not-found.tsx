import Typography from '@mui/material/Typography';
import { SessionChrome } from './chrome';

export function NotFound() {
  return (
    <SessionChrome>
      <Typography
        component="h1"
        variant="h4"
        data-screen="not-found"
        sx={{ fontWeight: 700, textAlign: 'center', py: { xs: 8, md: 12 } }}
      >
        404 Page Not Found
      </Typography>
    </SessionChrome>
  );
}
