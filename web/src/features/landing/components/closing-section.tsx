import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { hrefFor } from '../../../config/paths';

interface ClosingSectionProps {
  onRequestDemo: () => void;
  onPrepareDemo: () => void;
}

/** The last call to action: set up a business now, or be shown around first. */
export function ClosingSection({ onRequestDemo, onPrepareDemo }: ClosingSectionProps) {
  return (
    <Box
      component="section"
      aria-labelledby="closing-heading"
      sx={{
        my: { xs: 3, md: 6 },
        px: { xs: 3, md: 6 },
        py: { xs: 5, md: 7 },
        borderRadius: 4,
        textAlign: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Typography
        id="closing-heading"
        component="h2"
        variant="h4"
        sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 } }}
      >
        Ready to start your pickup service?
      </Typography>
      <Typography sx={{ mt: 1, mb: 3.5, fontSize: { xs: 16, md: 18 } }}>
        Set up your business in a few minutes, or let us show you around in a 30-minute call.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button
          component={Link}
          to={hrefFor('businessOnboarding', null)}
          variant="contained"
          size="large"
          disableElevation
          sx={{ bgcolor: 'common.white', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } }}
        >
          Set up your business
        </Button>
        <Button
          variant="outlined"
          size="large"
          onClick={onRequestDemo}
          onMouseEnter={onPrepareDemo}
          onFocus={onPrepareDemo}
          sx={{
            color: 'common.white',
            borderColor: 'common.white',
            '&:hover': { borderColor: 'common.white' },
          }}
        >
          Request a demo
        </Button>
      </Stack>
    </Box>
  );
}
