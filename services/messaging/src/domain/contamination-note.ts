import type { ContaminationMaterial } from '@pickup/contracts';
import { escapeHtml, type MailMessage } from '@pickup/kit';
import type { Business, Household } from './model';

/**
 * The note a household gets when its bucket held something that cannot be composted: what was
 * found, on which pickup, what belongs in the bucket, signed by the business. Plain text always,
 * and an HTML twin in the business's colour.
 */

/** What a food-scrap composter takes; meat, dairy and bones too, as hot composting breaks them down. */
const belongsInTheBucket = [
  'Fruit and vegetable scraps',
  'Coffee grounds and filters',
  'Eggshells',
  'Bread, pasta, rice and other grains',
  'Meat, dairy and bones',
];

const keepOut = 'Please keep out glass, plastic, metal, rubber, and grease.';

const signOff = 'Thank you for helping us keep the compost clean,';

export interface ContaminationNote {
  household: Household;
  business: Business;
  materials: readonly ContaminationMaterial[];
  /** The pickup's calendar day (yyyy-mm-dd). */
  pickupDate: string;
}

/** "Friday, November 20": the pickup's day as the household knows it, whatever the server's zone. */
const pickupDayOf = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** "glass, plastic, and metal". */
const materialsOf = (materials: readonly ContaminationMaterial[]) =>
  new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }).format(
    [...new Set(materials)].map((material) => material.toLowerCase()),
  );

/** How to ask a question: a reply reaches the business only when it has an address. */
function questionsLine({ email, phone }: Business): string | null {
  if (email && phone) return `Questions? Just reply to this e-mail or call us at ${phone}.`;
  if (email) return 'Questions? Just reply to this e-mail.';
  if (phone) return `Questions? Call us at ${phone}.`;
  return null;
}

export function contaminationNoteSubject(businessName: string): string {
  return `A quick note about your compost bucket from ${businessName}`;
}

interface NoteParts {
  greeting: string;
  found: string;
  listTitle: string;
  questions: string | null;
  signature: string[];
}

function partsOf({ household, business, materials, pickupDate }: ContaminationNote): NoteParts {
  const name = household.firstName.trim();
  return {
    greeting: name ? `Hello ${name},` : 'Hello,',
    found:
      `Thank you for composting with ${business.businessName}! When we picked up your bucket on ` +
      `${pickupDayOf(pickupDate)}, we found some ${materialsOf(materials)} in it. None of that can be ` +
      'composted, so we picked it out by hand before your scraps went on the pile.',
    listTitle: 'What belongs in your bucket:',
    questions: questionsLine(business),
    signature: [business.businessName, business.phone, business.email].filter((line) => line.length > 0),
  };
}

function textOf(parts: NoteParts): string {
  return [
    parts.greeting,
    '',
    parts.found,
    '',
    parts.listTitle,
    ...belongsInTheBucket.map((item) => `- ${item}`),
    '',
    keepOut,
    '',
    ...(parts.questions ? [parts.questions, ''] : []),
    signOff,
    ...parts.signature,
  ].join('\n');
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
function textColourOn(background: string): string {
  const luminance = luminanceOf(background);
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#1f2d26';
}

function htmlOf(parts: NoteParts, { businessName, primaryColor }: Business): string {
  const [signedBy = '', ...contact] = parts.signature;
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html><body style="margin: 0; font-family: Arial, sans-serif; color: #1f2d26; line-height: 1.5">
<div style="background: ${primaryColor}; color: ${textColourOn(primaryColor)}; padding: 16px 24px; font-size: 20px; font-weight: bold">${escapeHtml(businessName)}</div>
<div style="padding: 8px 24px 24px">
${paragraph(parts.greeting)}
${paragraph(parts.found)}
<p style="margin-bottom: 4px"><strong>${escapeHtml(parts.listTitle)}</strong></p>
<ul style="margin-top: 0">
${belongsInTheBucket.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}
</ul>
${paragraph(keepOut)}
${parts.questions ? paragraph(parts.questions) : ''}
<p>${escapeHtml(signOff)}<br><strong>${escapeHtml(signedBy)}</strong>${contact.map((line) => `<br>${escapeHtml(line)}`).join('')}</p>
</div>
</body></html>`;
}

/** The e-mail, from the business by name, answered to its own address when it has one. */
export function contaminationNoteEmail(note: ContaminationNote): MailMessage {
  const parts = partsOf(note);
  const { business, household } = note;
  return {
    to: household.email,
    subject: contaminationNoteSubject(business.businessName),
    text: textOf(parts),
    html: htmlOf(parts, business),
    senderName: business.businessName,
    ...(business.email ? { replyTo: business.email } : {}),
  };
}
