/** How the household's weights and impact read on its screens and in what it shares. */

const oneDecimal = { maximumFractionDigits: 1 } as const;

/** "1,234.5 lbs". */
export function lbs(value: number): string {
  return `${value.toLocaleString('en-US', oneDecimal)} lbs`;
}

/** "3.4 gallons" (1 gallon). */
export function gallons(value: number): string {
  const figure = value.toLocaleString('en-US', oneDecimal);
  return `${figure} ${figure === '1' ? 'gallon' : 'gallons'}`;
}

/** "12 pickups" (1 pickup). */
export function pickups(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'pickup' : 'pickups'}`;
}

// Calendar days and months are the business's, not an instant: read them in UTC so that no time
// zone moves them.
function utcDate(year: number, month: number, day = 1): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

function parts(value: string): number[] {
  return value.split('-').map(Number);
}

/** "2026-11" → "Nov 2026", as the chart's axis shows a month. */
export function shortMonth(month: string): string {
  const [year = 0, number = 1] = parts(month);
  return utcDate(year, number).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "2026-03-04" → "March 2026", since when the household has been weighed. */
export function longMonth(day: string): string {
  const [year = 0, month = 1] = parts(day);
  return utcDate(year, month).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "2026-11-20" → "Fri, Nov 20, 2026", a pickup's day. */
export function pickupDay(day: string): string {
  const [year = 0, month = 1, date = 1] = parts(day);
  return utcDate(year, month, date).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "glass", "glass and plastic", "glass, plastic and metal", in lower case as a sentence says them. */
function spoken(materials: readonly string[]): string {
  const words = materials.map((material) => material.toLowerCase());
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/** What was found in a bucket, said kindly, with what the household can do about it. */
export function contaminationNote(materials: readonly string[]): string {
  const them = materials.length === 1 ? 'it' : 'them';
  return `We found a little ${spoken(materials)} in this bucket. Thanks for keeping ${them} out next time, so everything in it can become compost.`;
}
