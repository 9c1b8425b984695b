import { escapeHtml } from '@pickup/kit';
import type { Business } from './model';

/**
 * What every e-mail a business sends shares: its name on a band of its colour, how to ask it a
 * question, and its signature.
 */

/** How to ask a question: a reply reaches the business only when it has an address. */
export function questionsLine({ email, phone }: Business): string | null {
  if (email && phone) return `Questions? Just reply to this e-mail or call us at ${phone}.`;
  if (email) return 'Questions? Just reply to this e-mail.';
  if (phone) return `Questions? Call us at ${phone}.`;
  return null;
}

/** The lines under the sign-off: the business's name and whichever contact details it has. */
export function signatureOf({ businessName, phone, email }: Business): string[] {
  return [businessName, phone, email].filter((line) => line.length > 0);
}

/** The relative luminance of a #rrggbb colour (WCAG 2). */
function luminanceOf(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White on a dark brand colour, near-black on a light one: whichever contrasts more. */
export function textColourOn(background: string): string {
  const luminance = luminanceOf(background);
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#1f2d26';
}

/**
 * The HTML part of an e-mail a business sends: its name on a band of its colour above the body.
 * The body is markup already escaped by its author.
 */
export function brandedHtml({ businessName, primaryColor }: Business, body: string): string {
  return `<!doctype html>
<html><body style="margin: 0; font-family: Arial, sans-serif; color: #1f2d26; line-height: 1.5">
<div style="background: ${primaryColor}; color: ${textColourOn(primaryColor)}; padding: 16px 24px; font-size: 20px; font-weight: bold">${escapeHtml(businessName)}</div>
<div style="padding: 8px 24px 24px">
${body}
</div>
</body></html>`;
}

/** A link drawn as a button in the business's colour: the one action a note asks for. */
export function brandedButton({ primaryColor }: Business, url: string, label: string): string {
  return `<a href="${escapeHtml(url)}" style="display: inline-block; background: ${primaryColor}; color: ${textColourOn(primaryColor)}; padding: 10px 18px; border-radius: 4px; text-decoration: none; font-weight: bold">${escapeHtml(label)}</a>`;
}
