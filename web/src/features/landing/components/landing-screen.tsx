import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { hrefFor } from '../../../config/paths';

/**
 * The public landing page (business spec §2.2): what the platform is, for businesses that might run
 * on it. Its plans and the demo request form join it with the tenant service.
 */
export function LandingScreen() {
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: 32, md: 44 }, mb: 2 }}>
        The platform for compost pickup businesses
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 4 }}>
        Customers, routes, drivers, weights, messages and payments for curbside food-scrap and compost pickup,
        under your own name and colours.
      </Typography>
      <Button
        component={Link}
        to={hrefFor('register', null)}
        variant="contained"
        size="large"
        disableElevation
      >
        Create an account
      </Button>
    </Box>
  );
}
