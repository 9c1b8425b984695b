import EmailIcon from '@mui/icons-material/MailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import WebsiteIcon from '@mui/icons-material/LanguageOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { visuallyHidden } from '../visually-hidden';

/** A phone number as a tel: link dials it: digits and a leading + only. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function emailHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** A website as the business typed it ("maplecompost.com"), made into an address a link can open. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** The ways a business gave to reach it; an empty one is a way it did not give. */
export interface BusinessWays {
  phone: string;
  email: string;
  website: string;
}

/** Whether the business gave any way to reach it. */
export function hasContactWays({ phone, email, website }: BusinessWays): boolean {
  return phone !== '' || email !== '' || website !== '';
}

/**
 * The business's phone, e-mail and website as links that dial, write and open (the website in a new
 * tab, which a screen reader is told), each with its icon; only those it gave.
 */
export function ContactWays({ phone, email, website }: BusinessWays) {
  const ways = [
    phone && { icon: PhoneIcon, label: phone, href: phoneHref(phone), external: false },
    email && { icon: EmailIcon, label: email, href: emailHref(email), external: false },
    website && { icon: WebsiteIcon, label: website, href: websiteHref(website), external: true },
  ].filter((way) => way !== '');

  return (
    <Box component="ul" data-contacts sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {ways.map(({ icon: Icon, label, href, external }) => (
        <Box component="li" key={href} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
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
  );
}
