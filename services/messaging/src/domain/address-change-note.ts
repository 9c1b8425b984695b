import { type EventData, serviceZoneCentres, type ServiceZone } from '@pickup/contracts';
import { escapeHtml, type MailMessage } from '@pickup/kit';
import { brandedButton, brandedHtml } from './branded-mail';
import type { Business } from './model';

/**
 * The note a business's owner gets when a household moved itself on the portal: who moved, from
 * where to where, the new zone, and what routing does about it (a route of the new zone takes the
 * household on its pickup day), with a link to the Routes screen. Plain text always, and an HTML
 * twin in the business's colour.
 */
export interface AddressChangeNote {
  business: Business;
  move: EventData<'customer.address_changed'>;
  /** The owner's address. */
  to: string;
  /** The owner's Routes screen in the web app. */
  routesUrl: string;
}

export const addressChangeSubject = (customerName: string) => `${customerName} changed their pickup address`;

const routesLabel = 'Open the Routes screen';

/** "Brewer zone", or words for an address in no zone. */
const zoneOf = (zone: ServiceZone | null) =>
  zone ? `${serviceZoneCentres[zone].name} zone` : 'in none of your service zones';

/** What routing does with the household now, in the owner's words. */
function whatHappens({ zone, pickupDay }: AddressChangeNote['move']): string {
  if (!zone) {
    return 'The new address is in none of your service zones, so no route picks them up: place them on a route on the Routes screen.';
  }
  const zoneName = serviceZoneCentres[zone].name;
  if (!pickupDay) {
    return `They have no pickup day yet, so no ${zoneName} route picks them up: give them a pickup day on the Customers screen, then check the Routes screen.`;
  }
  return `From now on your ${zoneName} route on ${pickupDay}, their pickup day, picks them up (when you have one). Check the Routes screen to see their stop.`;
}

function partsOf({ move }: AddressChangeNote) {
  return {
    greeting: 'Hello,',
    moved: `${move.customerName} changed their pickup address on your customer portal.`,
    from: `From: ${move.previousAddress} (${zoneOf(move.previousZone)})`,
    to: `To: ${move.address} (${zoneOf(move.zone)})`,
    next: whatHappens(move),
  };
}

type Parts = ReturnType<typeof partsOf>;

function textOf(parts: Parts, routesUrl: string): string {
  return [parts.greeting, '', parts.moved, '', parts.from, parts.to, '', parts.next, routesUrl].join('\n');
}

function htmlOf(parts: Parts, { business, routesUrl }: AddressChangeNote): string {
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return brandedHtml(
    business,
    `${paragraph(parts.greeting)}
${paragraph(parts.moved)}
<p>${escapeHtml(parts.from)}<br>${escapeHtml(parts.to)}</p>
${paragraph(parts.next)}
<p>${brandedButton(business, routesUrl, routesLabel)}</p>`,
  );
}

/** The e-mail to the owner, in the business's name. */
export function addressChangeNoteEmail(note: AddressChangeNote): MailMessage {
  const parts = partsOf(note);
  return {
    to: note.to,
    subject: addressChangeSubject(note.move.customerName),
    text: textOf(parts, note.routesUrl),
    html: htmlOf(parts, note),
    senderName: note.business.businessName,
  };
}
