import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { extraBucketPrice } from '@pickup/contracts/constants';
import { formatUsd, toCents } from '@pickup/contracts/money';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/page/section-card';
import { PageHeader } from '../../../components/page/page-header';
import { RouterTextLink } from '../../../components/router-text-link';
import { useSupportContactsQuery } from '../../../components/support-center/support-api';
import {
  ContactWays,
  emailHref,
  hasContactWays,
  phoneHref,
} from '../../../components/support-center/contact-ways';
import { hrefFor } from '../../../config/paths';
import { useTenantPrefix } from '../../../lib/use-tenant';
import { useExtraBucketPriceQuery } from '../api/faq-api';
import { guidance } from './faq-content';

interface Faq {
  question: string;
  answer: ReactNode;
}

/** The business's phone and e-mail inside a sentence, as links; without either, its Support Chat. */
function ReachUs({ phone, email, chatHref }: { phone: string; email: string; chatHref: string }) {
  if (!phone && !email)
    return (
      <>
        us through <RouterTextLink to={chatHref}>Support Chat</RouterTextLink>
      </>
    );
  return (
    <>
      us
      {phone && (
        <>
          {' at '}
          <Link href={phoneHref(phone)}>{phone}</Link>
        </>
      )}
      {phone && email && ' or'}
      {email && (
        <>
          {' at '}
          <Link href={emailHref(email)}>{email}</Link>
        </>
      )}
    </>
  );
}

/**
 * The FAQ (/faq, customer spec §2): what can and cannot go in the bucket, odour tips and best
 * practices, and six questions answered with the business's own contact details and extra-bucket price.
 */
export function FaqScreen() {
  const tenant = useTenantPrefix();
  const contacts = useSupportContactsQuery(undefined);
  const price = useExtraBucketPriceQuery(undefined);
  const phone = contacts.data?.phone ?? '';
  const email = contacts.data?.email ?? '';
  const bucketPrice = formatUsd(toCents(price.data ?? extraBucketPrice));
  const schedule = (
    <RouterTextLink to={hrefFor('customerSchedule', tenant)}>your schedule page</RouterTextLink>
  );

  const faqs: Faq[] = [
    {
      question: 'How much does an extra bucket cost?',
      answer: (
        <>
          Each bucket beyond the first is <strong data-extra-bucket-price>{bucketPrice} per month</strong>.
          Choose how many buckets you need under Update Preferences on {schedule}, or order an Extra Bucket
          with your next pickup.
        </>
      ),
    },
    {
      question: 'How do I pause my service?',
      answer: (
        <>
          Open Update Preferences on {schedule} and choose the first day to pause from (today or later) and,
          if you know it, the day to resume. No pickups happen while paused; resume any time from the same
          place. A pause stops pickups, not your plan: to change what you pay, switch or cancel your plan
          under Manage Billing.
        </>
      ),
    },
    {
      question: 'My bucket is damaged. What do I do?',
      answer: (
        <>
          We replace a damaged bucket free of charge. Contact{' '}
          <ReachUs phone={phone} email={email} chatHref={hrefFor('customerMessaging', tenant)} /> and the
          driver brings a new one with your next pickup.
        </>
      ),
    },
    {
      question: 'When should my bucket be out?',
      answer: (
        <>
          Put your bucket curbside by 7 AM on your pickup day. The driver comes during your time window, shown
          on {schedule}.
        </>
      ),
    },
    {
      question: 'Can I skip a single pickup?',
      answer: (
        <>
          Yes. On {schedule}, choose Skip beside the pickup you don’t need, any time before the route starts
          that day. Extras you ordered for it come with your next pickup, and you can restore a skipped pickup
          while it is still ahead.
        </>
      ),
    },
    {
      question: 'I am moving. Can I keep my service?',
      answer: (
        <>
          Choose Change Address on {schedule}. We place your new address in its service zone and on the route
          that serves it; if it lies outside our zones, we will be in touch.
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Composting Guide & FAQ"
        description="What goes in your bucket, how to keep it fresh, and answers to common questions."
      />
      <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2.5, md: 3 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          {guidance.map((part) => (
            <SectionCard key={part.title} title={part.title}>
              <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
                {part.items.map((item) => (
                  <li key={item}>
                    <Typography>{item}</Typography>
                  </li>
                ))}
              </Box>
            </SectionCard>
          ))}
        </Box>
        <SectionCard title="Frequently Asked Questions">
          <Box data-faqs>
            {faqs.map((faq, index) => (
              <Accordion
                key={faq.question}
                disableGutters
                variant="outlined"
                data-faq={index}
                // Each answer is a region named by its question, so screen readers tell them apart.
                slotProps={{
                  region: { id: `faq-answer-${index}`, 'aria-labelledby': `faq-question-${index}` },
                }}
              >
                <AccordionSummary
                  expandIcon={<ExpandMoreIcon />}
                  id={`faq-question-${index}`}
                  aria-controls={`faq-answer-${index}`}
                >
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {faq.question}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Typography component="div">{faq.answer}</Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        </SectionCard>
        {contacts.data && hasContactWays(contacts.data) && (
          <SectionCard title="Still have questions?" description={`Reach ${contacts.data.businessName}:`}>
            <ContactWays {...contacts.data} />
          </SectionCard>
        )}
      </Box>
    </>
  );
}
