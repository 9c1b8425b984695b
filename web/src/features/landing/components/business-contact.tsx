import EmailIcon from '@mui/icons-material/MailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import WebsiteIcon from '@mui/icons-material/LanguageOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PublicBusiness } from '@pickup/contracts/schemas';
import { visuallyHidden } from '../../../components/visually-hidden';

/** A website as the business typed it, made into an address a link can open. */
function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** How to reach the business: the phone, e-mail and website it gave; nothing when it gave none. */
export function BusinessContact({ business }: { business: PublicBusiness }) {
  const ways = [
    business.phone && {
      icon: PhoneIcon,
      label: business.phone,
      href: `tel:${business.phone.replace(/[^\d+]/g, '')}`,
    },
    business.email && { icon: EmailIcon, label: business.email, href: `mailto:${business.email}` },
    business.website && {
      icon: WebsiteIcon,
      label: business.website,
      href: websiteHref(business.website),
      external: true,
    },
  ].filter((way) => way !== '' && way !== undefined);
  if (ways.length === 0) return null;

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
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {ways.map(({ icon: Icon, label, href, external }) => (
          <Box
            component="li"
            key={href}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}
          >
            <Icon color="primary" aria-hidden />
            <Link
              href={href}
              underline="hover"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {label}
              {external && (
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  (opens in a new tab)
                </Box>
              )}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
