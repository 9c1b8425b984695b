import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublicBusiness } from '@pickup/contracts/schemas';
import { ContactWays, hasContactWays } from '../../../components/support-center/contact-ways';

/** How to reach the business: the phone, e-mail and website it gave; nothing when it gave none. */
export function BusinessContact({ business }: { business: PublicBusiness }) {
  if (!hasContactWays(business)) return null;

  return (
    <Box
      component="section"
      aria-labelledby="contact-heading"
      sx={{
        p: { xs: 3, md: 4 },
        mb: 4,
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography id="contact-heading" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
        Contact {business.businessName}
      </Typography>
      <ContactWays {...business} />
    </Box>
  );
}
