/**
 * The owner's search box, served by an index: each customer keeps the lower-cased terms it can be
 * found by, and a search matches the customers with, for each word typed, a term that starts with
 * it. An anchored, case-sensitive prefix on an indexed array is a range scan of the index on
 * MongoDB; "12 main" finds "12 Main St", "jane do" finds Jane Doe, "555-0100" finds (207) 555-0100.
 */

/** A word of digits and phone punctuation: matched by its digits, however it was typed. */
const phoneLike = /^[\d()+.-]+$/;
const edgePunctuation = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** Lower-cased words without the punctuation around them: "Main St," gives main and st. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,;]+/)
    .map((word) => word.replace(edgePunctuation, ''))
    .map((word) => (phoneLike.test(word) ? word.replace(/\D/g, '') : word))
    .filter(Boolean);
}

/** A phone number's digits, and its last ten, seven and four: typed with or without the area code. */
function phoneTerms(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return [];
  return [digits, ...[10, 7, 4].filter((n) => digits.length > n).map((n) => digits.slice(-n))];
}

export interface Searchable {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  bucketNumber: string;
}

/** Every term a customer is found by. */
export function searchTermsOf(customer: Searchable): string[] {
  const email = customer.email.toLowerCase();
  const bucket = customer.bucketNumber.trim().toLowerCase();
  const terms = [
    ...wordsOf(`${customer.firstName} ${customer.lastName}`),
    email,
    email.split('@')[1] ?? '',
    ...phoneTerms(customer.phone),
    ...wordsOf(`${customer.address} ${customer.city} ${customer.state} ${customer.zipCode}`),
    bucket,
    // B-007 is found by 007 too.
    ...bucket.split('-').slice(1),
  ];
  return [...new Set(terms.filter(Boolean))];
}

/** The prefixes a search text asks for: every one must start a term of the customer. */
export function searchPrefixes(text: string | undefined): string[] {
  return [...new Set(wordsOf(text ?? ''))];
}

/** The name the list is sorted by, as it reads: first name, then last. */
export function sortNameOf(customer: Pick<Searchable, 'firstName' | 'lastName'>): string {
  return `${customer.firstName} ${customer.lastName}`.trim().toLowerCase();
}
