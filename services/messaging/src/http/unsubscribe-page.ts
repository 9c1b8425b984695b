import { contactsMessages, type UnsubscribeStatus } from '@pickup/contracts';
import { escapeHtml } from '@pickup/kit';

/**
 * The page the unsubscribe link opens in a browser: it asks to confirm (a link scanner that opens
 * the link changes nothing), then says it is done. Plain HTML from the service, so it works from
 * any e-mail whatever becomes of the web app.
 */

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="margin: 0; font-family: Arial, sans-serif; color: #1f2d26; background: #f4f7f5; line-height: 1.5">
<main style="max-width: 480px; margin: 48px auto; padding: 24px; background: #ffffff; border-radius: 8px">
<h1 style="font-size: 22px; margin-top: 0">${escapeHtml(title)}</h1>
${body}
</main>
</body></html>`;
}

const fromWhom = (businessName: string) => (businessName ? ` from ${businessName}` : '');

/** Asks to confirm; the form posts back to the same link. */
export function confirmPage({ email, businessName, unsubscribed }: UnsubscribeStatus, token: string): string {
  if (unsubscribed) return donePage({ email, businessName, unsubscribed });
  return page(
    contactsMessages.unsubscribeConfirm,
    `<p>${escapeHtml(`${email} will receive no more campaign e-mails${fromWhom(businessName)}.`)}</p>
<form method="post" action="?token=${encodeURIComponent(token)}">
<button type="submit" style="background: #3c6650; color: #ffffff; border: 0; border-radius: 6px; padding: 12px 20px; font-size: 16px; cursor: pointer">Unsubscribe</button>
</form>`,
  );
}

export function donePage({ email, businessName }: UnsubscribeStatus): string {
  return page(
    'Unsubscribed',
    `<p>${escapeHtml(contactsMessages.unsubscribed)}</p>
<p>${escapeHtml(`${email}${fromWhom(businessName)}`)}</p>`,
  );
}

export function invalidLinkPage(): string {
  return page(
    contactsMessages.unsubscribeLinkInvalid,
    '<p>Please use the link in the latest e-mail you received.</p>',
  );
}
