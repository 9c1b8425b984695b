import { escapeHtml, type MailMessage } from '@pickup/kit';

interface LinkEmail {
  to: string;
  firstName: string;
  subject: string;
  /** One sentence saying what the link does, completed by its lifetime. */
  purpose: string;
  action: string;
  url: string;
  validFor: string;
  /** What to do with a mail one did not expect. */
  ignore: string;
}

/** Plain text first (it is what many clients show), and a simple HTML twin with one button. */
function linkEmail(email: LinkEmail): MailMessage {
  const { firstName, purpose, action, url, validFor, ignore } = email;
  const text = [
    `Hello ${firstName},`,
    '',
    `${purpose} The link works once and expires in ${validFor}:`,
    '',
    url,
    '',
    ignore,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #1f2d26; line-height: 1.5">
<p>Hello ${escapeHtml(firstName)},</p>
<p>${escapeHtml(purpose)} The link works once and expires in ${escapeHtml(validFor)}.</p>
<p><a href="${escapeHtml(url)}" style="display: inline-block; padding: 10px 18px; background: #3c6650; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(action)}</a></p>
<p style="font-size: 13px">Or paste this address into your browser:<br>${escapeHtml(url)}</p>
<p style="font-size: 13px; color: #5b6b63">${escapeHtml(ignore)}</p>
</body></html>`;
  return { to: email.to, subject: email.subject, text, html };
}

const notAskedFor = 'If you did not ask for this, you can ignore this e-mail; nothing changes.';

export const magicLinkEmail = (to: string, firstName: string, url: string) =>
  linkEmail({
    to,
    firstName,
    subject: 'Your sign-in link',
    purpose: 'Use the link below to sign in to your account.',
    action: 'Sign in',
    url,
    validFor: '15 minutes',
    ignore: notAskedFor,
  });

export const passwordResetEmail = (to: string, firstName: string, url: string) =>
  linkEmail({
    to,
    firstName,
    subject: 'Reset your password',
    purpose: 'Use the link below to choose a new password.',
    action: 'Choose a new password',
    url,
    validFor: '1 hour',
    ignore: notAskedFor,
  });

/** An owner whose business the platform admin created: the business is named when known. */
export const ownerInvitationEmail = (
  to: string,
  firstName: string,
  url: string,
  businessName: string | null,
) =>
  linkEmail({
    to,
    firstName,
    subject: businessName ? `Choose your password for ${businessName}` : 'Choose your password',
    purpose: businessName
      ? `Your owner's account for ${businessName} is ready: use the link below to choose your password.`
      : "Your owner's account is ready: use the link below to choose your password.",
    action: 'Choose your password',
    url,
    validFor: '7 days',
    ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
  });

/** A customer whose card is confirmed: welcomed to the business, and asked to choose a password. */
export const customerWelcomeEmail = (to: string, firstName: string, url: string, businessName: string) =>
  linkEmail({
    to,
    firstName,
    subject: `Welcome to ${businessName}`,
    purpose: `Your pickups with ${businessName} are set up. Use the link below to choose your password, then sign in to see your schedule.`,
    action: 'Choose your password',
    url,
    validFor: '7 days',
    ignore: `If you did not sign up with ${businessName}, you can ignore this e-mail.`,
  });
