import Papa from 'papaparse';

/** One contact as read from a typed line or a CSV row, with where it was for the error report. */
export interface ContactRow {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** The line typed (from 1), or the row of the file (the header is row 1). */
  row: number;
}

type Column = 'email' | 'firstName' | 'lastName' | 'phone' | 'fullName';

/** Where each field is among a record's cells. */
type Layout = Partial<Record<Column, number>>;

/** The order of a typed line (business spec §5), and of a file whose header names no e-mail column. */
const positional: Layout = { email: 0, firstName: 1, lastName: 2, phone: 3 };

/**
 * Header names as address books and spreadsheets write them, compared in lower case without
 * spaces, dashes or underscores ("E-mail", "First Name", "first_name").
 */
const headerNames: Record<string, Column> = {
  email: 'email',
  emailaddress: 'email',
  mail: 'email',
  firstname: 'firstName',
  first: 'firstName',
  givenname: 'firstName',
  forename: 'firstName',
  lastname: 'lastName',
  last: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  phone: 'phone',
  phonenumber: 'phone',
  telephone: 'phone',
  tel: 'phone',
  mobile: 'phone',
  mobilephone: 'phone',
  cell: 'phone',
  cellphone: 'phone',
  name: 'fullName',
  fullname: 'fullName',
};

/** Lower case, letters only: a byte-order mark, spaces and punctuation fall away. */
const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');

/** The columns a header names; the first of each kind counts. */
function layoutOf(header: readonly string[]): Layout {
  const layout: Layout = {};
  header.forEach((name, index) => {
    const column = headerNames[headerKey(name)];
    if (column && layout[column] === undefined) layout[column] = index;
  });
  return layout;
}

const cell = (cells: readonly string[], index: number | undefined) =>
  index === undefined ? '' : (cells[index] ?? '').trim();

function contactOf(cells: readonly string[], layout: Layout, row: number): ContactRow {
  let firstName = cell(cells, layout.firstName);
  let lastName = cell(cells, layout.lastName);
  // A single name column is split at its first space when the file has no first or last name.
  if (layout.firstName === undefined && layout.lastName === undefined && layout.fullName !== undefined) {
    const [first = '', ...rest] = cell(cells, layout.fullName).split(/\s+/);
    firstName = first;
    lastName = rest.join(' ');
  }
  return { email: cell(cells, layout.email), firstName, lastName, phone: cell(cells, layout.phone), row };
}

const isBlank = (cells: readonly string[]) => cells.every((value) => value.trim() === '');

/** Papa's records, each with its number from 1 (a record may span lines inside quotes). */
function recordsOf(text: string, delimiter?: string): { cells: string[]; number: number }[] {
  const { data } = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  return data.map((cells, index) => ({ cells, number: index + 1 }));
}

/**
 * Lines typed on the screen: email, first name, last name, phone, comma-separated; a value with a
 * comma is quoted ("Lee, Jr."). Blank lines are left out; each contact keeps its line's number.
 */
export function parseContactLines(text: string): ContactRow[] {
  // People type a space after each comma, but CSV reads a quote as quoting only first in its field.
  const typed = text.replace(/(^|,)[ \t]+"/gm, '$1"');
  return recordsOf(typed, ',')
    .filter(({ cells }) => !isBlank(cells))
    .map(({ cells, number }) => contactOf(cells, positional, number));
}

export interface ParsedFile {
  contacts: ContactRow[];
  /** False when the header names no e-mail column: the columns were then read in the typed order. */
  byHeader: boolean;
  /** The header's names of the columns read, in the order email, first name, last name, phone. */
  columnsRead: string[];
}

/**
 * A CSV file's text: the first row is a header (business spec §5), which says which column holds
 * what; the separator is detected (a comma, or a semicolon as some spreadsheets write). Blank rows
 * are left out; each contact keeps its row's number in the file.
 */
export function parseContactsFile(text: string): ParsedFile {
  // Papa guesses the separator from the rows' field counts, which blank lines upset: it is guessed
  // without them, and the file then read with them, so each row keeps its number.
  const { delimiter } = Papa.parse<string[]>(text, { preview: 20, skipEmptyLines: 'greedy' }).meta;
  const [header, ...records] = recordsOf(text, delimiter);
  const names = header?.cells ?? [];
  const named = layoutOf(names);
  const byHeader = named.email !== undefined;
  const layout = byHeader ? named : positional;
  const order: Column[] = ['email', 'firstName', 'lastName', 'fullName', 'phone'];
  const columnsRead = order.flatMap((column) => {
    const index = layout[column];
    const name = index === undefined ? undefined : names[index]?.trim();
    return name ? [name] : [];
  });
  return {
    contacts: records
      .filter(({ cells }) => !isBlank(cells))
      .map(({ cells, number }) => contactOf(cells, layout, number)),
    byHeader,
    columnsRead,
  };
}

/** Whether any contact could be imported: the spec asks of each row an e-mail containing @. */
export const anyUsableEmail = (contacts: readonly ContactRow[]) =>
  contacts.some((contact) => contact.email.includes('@'));

/** A CSV by its name or its type (business spec §5: 'Invalid file: Please select a CSV file'). */
export const isCsvFile = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/** A file's text, read in the browser (the file never leaves it whole: its rows are sent). */
export function readFileText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}
