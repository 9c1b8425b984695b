import { formatUsd } from '@pickup/contracts';
import { escapeHtml, type MailMessage } from '@pickup/kit';
import { brandedButton, brandedHtml, questionsLine, signatureOf } from './branded-mail';
import type { Business, Household } from './model';

/**
 * The note a household gets when the renewal of its pickup subscription did not go through: what
 * failed, and a link to its business's page where it updates its card, signed by the business.
 * Plain text always, and an HTML twin in the business's colour.
 */
export interface CardUpdateNote {
  household: Household;
  business: Business;
  amountCents: number;
  /** Where the household updates its card: the business's subscribe page. */
  updateUrl: string;
}

export const cardUpdateSubject = (businessName: string) => `Your ${businessName} renewal did not go through`;

const updateLabel = 'Update your card';
const alreadyDone = 'If you have updated your card already, you can ignore this e-mail.';

function partsOf({ household, business, amountCents }: CardUpdateNote) {
  const name = household.firstName.trim();
  return {
    greeting: name ? `Hello ${name},` : 'Hello,',
    failed:
      `We tried to renew your pickup subscription with ${business.businessName}, but the payment ` +
      `of ${formatUsd(amountCents)} did not go through.`,
    ask: 'Please update the card on your account so your pickups keep coming:',
    questions: questionsLine(business),
    signature: signatureOf(business),
  };
}

type Parts = ReturnType<typeof partsOf>;

function textOf(parts: Parts, updateUrl: string): string {
  return [
    parts.greeting,
    '',
    parts.failed,
    '',
    parts.ask,
    updateUrl,
    '',
    alreadyDone,
    ...(parts.questions ? ['', parts.questions] : []),
    '',
    ...parts.signature,
  ].join('\n');
}

function htmlOf(parts: Parts, { business, updateUrl }: CardUpdateNote): string {
  const [signedBy = '', ...contact] = parts.signature;
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return brandedHtml(
    business,
    `${paragraph(parts.greeting)}
${paragraph(parts.failed)}
${paragraph(parts.ask)}
<p>${brandedButton(business, updateUrl, updateLabel)}</p>
${paragraph(alreadyDone)}
${parts.questions ? paragraph(parts.questions) : ''}
<p><strong>${escapeHtml(signedBy)}</strong>${contact.map((line) => `<br>${escapeHtml(line)}`).join('')}</p>`,
  );
}

/** The e-mail, from the business by name, answered to its own address when it has one. */
export function cardUpdateNoteEmail(note: CardUpdateNote): MailMessage {
  const parts = partsOf(note);
  const { business, household } = note;
  return {
    to: household.email,
    subject: cardUpdateSubject(business.businessName),
    text: textOf(parts, note.updateUrl),
    html: htmlOf(parts, note),
    senderName: business.businessName,
    ...(business.email ? { replyTo: business.email } : {}),
  };
}
