/**
 * The business's households as its owner imports them from a spreadsheet: names, real streets
 * of the service zones' towns (house numbers are made up), a plan each, some with two buckets.
 * Fixed data, so every run has the same business.
 */

const firstNames = [
  'Avery',
  'Jordan',
  'Priya',
  'Sam',
  'Lena',
  'Marcus',
  'Hannah',
  'Diego',
  'Nora',
  'Theo',
  'Grace',
  'Owen',
  'Maya',
  'Eli',
  'Rosa',
  'Ben',
  'Mei',
  'Jamal',
  'Ingrid',
  'Tomas',
];
const lastNames = [
  'Thompson',
  'Ellis',
  'Natarajan',
  'Whitaker',
  'Ouellette',
  'Bell',
  'Grady',
  'Morales',
  'Lindqvist',
  'Brackett',
  'Kimball',
  'Pelletier',
  'Chen',
  'Okafor',
  'Diaz',
  'Leclair',
  'Tanaka',
  'Rivera',
];
const streets = [
  'Main Street',
  'High Street',
  'Union Street',
  'Church Street',
  'School Street',
  'Elm Street',
];

/** The service zones' towns (contracts' gazetteer), the zone each customer's town falls in. */
export const towns = [
  { zone: 'bangor', city: 'Bangor' },
  { zone: 'brewer', city: 'Brewer' },
  { zone: 'hampden', city: 'Hampden' },
  { zone: 'hermon', city: 'Hermon' },
  { zone: 'orrington', city: 'Orrington' },
  { zone: 'carmel', city: 'Carmel' },
  { zone: 'newburgh', city: 'Newburgh' },
  { zone: 'monroe', city: 'Monroe' },
  { zone: 'winterport', city: 'Winterport' },
  { zone: 'frankfort', city: 'Frankfort' },
  { zone: 'prospect', city: 'Prospect' },
  { zone: 'bucksport', city: 'Bucksport' },
  { zone: 'verona-island', city: 'Verona Island' },
  { zone: 'stockton-springs', city: 'Stockton Springs' },
  { zone: 'searsport', city: 'Searsport' },
  { zone: 'belfast', city: 'Belfast' },
] as const;

export type Zone = (typeof towns)[number]['zone'];

export interface Household {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: 'ME';
  zone: Zone;
  subscription: 'weekly' | 'biweekly' | 'monthly';
  bucketCount: number;
}

const plans = ['weekly', 'weekly', 'biweekly', 'monthly'] as const;

/** `count` households, the towns taken in turn; e-mails carry the run's business so they never meet another's. */
export function households(count: number, subdomain: string): Household[] {
  return Array.from({ length: count }, (_, index) => {
    const town = towns[index % towns.length] as (typeof towns)[number];
    const firstName = firstNames[index % firstNames.length] as string;
    const lastName = lastNames[Math.floor(index / firstNames.length) % lastNames.length] as string;
    return {
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${index}@${subdomain}.example.com`.toLowerCase(),
      phone: `(207) 555-${String(1000 + index).slice(-4)}`,
      address: `${10 + ((index * 7) % 390)} ${streets[index % streets.length] as string}`,
      city: town.city,
      state: 'ME',
      zone: town.zone,
      subscription: plans[index % plans.length] as Household['subscription'],
      bucketCount: index % 9 === 0 ? 2 : 1,
    };
  });
}
