import { escapeHtml, type MailMessage } from '@pickup/kit';
import { brandedHtml, questionsLine, signatureOf, textColourOn } from './branded-mail';
import type { Business, Recipient } from './model';

/**
 * The launch e-mail: a short, friendly announcement that the business now takes sign-ups online,
 * with the link to its page, in its name and colour. Bulk mail, so it carries the unsubscribe
 * link twice: in the List-Unsubscribe header (one-click) and visibly at the foot.
 */

export interface LaunchEmail {
  business: Business;
  recipient: Recipient;
  /** The business's page on the web app, where visitors sign up. */
  pageUrl: string;
  unsubscribeUrl: string;
}

export const launchSubject = (businessName: string) => `${businessName} now takes sign-ups online`;

const signOff = 'See you at the curb,';

interface LaunchParts {
  greeting: string;
  news: string;
  how: string;
  action: string;
  questions: string | null;
  signature: string[];
  footer: string;
}

function partsOf({ business, recipient }: LaunchEmail): LaunchParts {
  const name = recipient.firstName.trim();
  return {
    greeting: name ? `Hello ${name},` : 'Hello,',
    news: `Good news: ${business.businessName} now takes sign-ups online.`,
    how:
      'Pick a pickup plan, tell us where to find your bucket, and we will take your food scraps ' +
      'from the curb and turn them into compost. It takes about two minutes.',
    action: 'Sign up on our page',
    questions: questionsLine(business),
    signature: signatureOf(business),
    footer: `You are receiving this because you are on ${business.businessName}'s contact list.`,
  };
}

function textOf(parts: LaunchParts, { pageUrl, unsubscribeUrl }: LaunchEmail): string {
  return [
    parts.greeting,
    '',
    parts.news,
    '',
    parts.how,
    '',
    `${parts.action}: ${pageUrl}`,
    '',
    ...(parts.questions ? [parts.questions, ''] : []),
    signOff,
    ...parts.signature,
    '',
    '--',
    parts.footer,
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
}

function htmlOf(parts: LaunchParts, { business, pageUrl, unsubscribeUrl }: LaunchEmail): string {
  const [signedBy = '', ...contact] = parts.signature;
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const button =
    `background: ${business.primaryColor}; color: ${textColourOn(business.primaryColor)}; ` +
    'padding: 12px 20px; border-radius: 6px; text-decoration: none; font-weight: bold; display: inline-block';
  return brandedHtml(
    business,
    `${paragraph(parts.greeting)}
${paragraph(parts.news)}
${paragraph(parts.how)}
<p style="margin: 24px 0"><a href="${escapeHtml(pageUrl)}" style="${button}">${escapeHtml(parts.action)}</a></p>
${parts.questions ? paragraph(parts.questions) : ''}
<p>${escapeHtml(signOff)}<br><strong>${escapeHtml(signedBy)}</strong>${contact.map((line) => `<br>${escapeHtml(line)}`).join('')}</p>
<p style="margin-top: 32px; font-size: 12px; color: #5b6b62">${escapeHtml(parts.footer)} <a href="${escapeHtml(unsubscribeUrl)}" style="color: #5b6b62">Unsubscribe</a></p>`,
  );
}

export function launchEmail(launch: LaunchEmail): MailMessage {
  const parts = partsOf(launch);
  const { business, recipient, unsubscribeUrl } = launch;
  return {
    to: recipient.email,
    subject: launchSubject(business.businessName),
    text: textOf(parts, launch),
    html: htmlOf(parts, launch),
    senderName: business.businessName,
    ...(business.email ? { replyTo: business.email } : {}),
    unsubscribeUrl,
  };
}
