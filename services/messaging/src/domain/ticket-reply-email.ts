import { escapeHtml, type MailMessage } from '@pickup/kit';
import { brandedHtml } from './branded-mail';
import type { Business, TicketRecord } from './model';

/**
 * The e-mail that carries the business's answer to a support ticket to its requester: from the
 * business by name, plain text always and an HTML twin in its colour. It is answered to the
 * ticket's reply address when inbound e-mail is set up (the answer continues the ticket), else to
 * the business's own address when it has one.
 */
export interface TicketReply {
  ticket: TicketRecord;
  business: Business;
  content: string;
  /** Where an answer goes; null when nowhere (no inbound e-mail, and the business has no address). */
  replyTo: string | null;
}

export const ticketReplySubject = (subject: string) => `Re: ${subject}`;

function linesOf({ ticket, business, content, replyTo }: TicketReply) {
  const name = ticket.requester.name.trim().split(/\s+/)[0] ?? '';
  return {
    greeting: name ? `Hello ${name},` : 'Hello,',
    content,
    about: `About your message: "${ticket.subject}"`,
    next: replyTo ? 'Just reply to this e-mail to answer.' : null,
    signature: [business.businessName, business.phone, business.email].filter((line) => line.length > 0),
  };
}

function textOf(lines: ReturnType<typeof linesOf>): string {
  return [
    lines.greeting,
    '',
    lines.content,
    '',
    ...lines.signature,
    '',
    lines.about,
    ...(lines.next ? [lines.next] : []),
  ].join('\n');
}

function htmlOf(lines: ReturnType<typeof linesOf>, business: Business): string {
  const [signedBy = '', ...contact] = lines.signature;
  const paragraphs = lines.content
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return brandedHtml(
    business,
    `<p>${escapeHtml(lines.greeting)}</p>
${paragraphs}
<p><strong>${escapeHtml(signedBy)}</strong>${contact.map((line) => `<br>${escapeHtml(line)}`).join('')}</p>
<p style="color: #5b6b63; font-size: 13px">${escapeHtml(lines.about)}${lines.next ? `<br>${escapeHtml(lines.next)}` : ''}</p>`,
  );
}

export function ticketReplyEmail(reply: TicketReply): MailMessage {
  const lines = linesOf(reply);
  const { business, ticket, replyTo } = reply;
  return {
    to: ticket.requester.email,
    subject: ticketReplySubject(ticket.subject),
    text: textOf(lines),
    html: htmlOf(lines, business),
    senderName: business.businessName,
    ...(replyTo ? { replyTo } : {}),
  };
}
