import type { ContaminationMaterial } from '@pickup/contracts';
import { escapeHtml, type MailMessage } from '@pickup/kit';
import { brandedHtml, questionsLine, signatureOf } from './branded-mail';
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
    signature: signatureOf(business),
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

function htmlOf(parts: NoteParts, business: Business): string {
  const [signedBy = '', ...contact] = parts.signature;
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return brandedHtml(
    business,
    `${paragraph(parts.greeting)}
${paragraph(parts.found)}
<p style="margin-bottom: 4px"><strong>${escapeHtml(parts.listTitle)}</strong></p>
<ul style="margin-top: 0">
${belongsInTheBucket.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}
</ul>
${paragraph(keepOut)}
${parts.questions ? paragraph(parts.questions) : ''}
<p>${escapeHtml(signOff)}<br><strong>${escapeHtml(signedBy)}</strong>${contact.map((line) => `<br>${escapeHtml(line)}`).join('')}</p>`,
  );
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
