import { customerMessages, type ImportableField, z } from '@pickup/contracts';
import { badRequest } from '@pickup/kit';
import { CsvError, parse } from 'csv-parse/sync';

/**
 * An owner's spreadsheet of customers, exported as CSV: a header row naming the columns, then one
 * customer a row. Columns are recognised by their header, whatever its case and punctuation
 * ("E-mail", "ZIP Code", "Full Name"); columns it does not recognise are ignored.
 */

/** Header names, reduced to lower-case letters and digits, of each field's column. */
const headerNames: Record<ImportableField, string[]> = {
  fullName: ['name', 'fullname', 'customer', 'customername'],
  firstName: ['firstname', 'first', 'givenname'],
  lastName: ['lastname', 'last', 'surname', 'familyname'],
  email: ['email', 'emailaddress', 'mail'],
  phone: ['phone', 'phonenumber', 'mobile', 'cell', 'telephone'],
  address: ['address', 'street', 'streetaddress', 'address1', 'addressline1'],
  city: ['city', 'town'],
  state: ['state', 'province'],
  zipCode: ['zip', 'zipcode', 'postalcode', 'postcode'],
  zone: ['zone', 'servicezone'],
  bucketNumber: ['bucket', 'bucketnumber', 'bucketno'],
  subscription: ['plan', 'subscription', 'pickupplan'],
  pickupInstructions: ['pickupinstructions', 'instructions'],
  notes: ['notes', 'note', 'comments'],
};

const fieldByHeader = new Map(
  (Object.entries(headerNames) as [ImportableField, string[]][]).flatMap(([field, names]) =>
    names.map((name) => [name, field] as const),
  ),
);

const reduced = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

export interface SheetColumn {
  header: string;
  /** The field the column fills; null when its header names none, or a column before it fills it. */
  field: ImportableField | null;
}

export interface SheetRow {
  /** The row's first line in the file (the header is line 1). */
  line: number;
  values: Partial<Record<ImportableField, string>>;
}

export interface CustomerSheet {
  columns: SheetColumn[];
  rows: SheetRow[];
}

/** What csv-parse answers with `info`: each record and where in the file it ended. */
const parsedRecords = z.array(
  z.object({ record: z.array(z.string()), info: z.object({ lines: z.number().int() }) }),
);

function recordsOf(csv: string) {
  try {
    return parsedRecords.parse(
      parse(csv.replace(/\r\n?/g, '\n'), {
        bom: true,
        trim: true,
        skip_empty_lines: true,
        skip_records_with_empty_values: true,
        relax_column_count: true,
        info: true,
      }),
    );
  } catch (error) {
    if (error instanceof CsvError)
      throw badRequest(`The file is not a CSV file we can read: ${error.message}`);
    throw error;
  }
}

function columnsOf(headers: string[]): SheetColumn[] {
  const filled = new Set<ImportableField>();
  return headers.map((header) => {
    const field = fieldByHeader.get(reduced(header)) ?? null;
    if (!field || filled.has(field)) return { header, field: null };
    filled.add(field);
    return { header, field };
  });
}

/**
 * Reads the file: its columns and its rows' values by field. 400 when it is not CSV, names no
 * e-mail column, or has no row under its header.
 */
export function readCustomerSheet(csv: string): CustomerSheet {
  const [header, ...records] = recordsOf(csv);
  const columns = columnsOf(header?.record ?? []);
  if (!columns.some((column) => column.field === 'email')) {
    throw badRequest(customerMessages.importNoEmailColumn);
  }
  if (records.length === 0) throw badRequest(customerMessages.importNoRows);
  const rows = records.map(({ record, info }) => {
    const values: SheetRow['values'] = {};
    columns.forEach(({ field }, index) => {
      const value = record[index];
      if (field && value) values[field] = value;
    });
    // info.lines is where the record ended: a quoted value may span lines.
    const spanned = record.join('').split('\n').length - 1;
    return { line: info.lines - spanned, values };
  });
  return { columns, rows };
}

/** "Stockton Springs" as the zone's id, stockton-springs. */
const zoneId = (value: string) => value.trim().toLowerCase().replace(/\s+/g, '-');

/** "Bi-weekly" as biweekly, "No Subscription" as none. */
function planId(value: string): string {
  const letters = value.toLowerCase().replace(/[^a-z]/g, '');
  return letters === 'nosubscription' ? 'none' : letters;
}

/**
 * The create request a row makes, for the contract to judge: a full name is split on its first
 * space, unless first and last names have columns of their own.
 */
export function requestOf({
  fullName,
  firstName,
  lastName,
  zone,
  subscription,
  ...rest
}: SheetRow['values']) {
  const [first, ...others] = (fullName ?? '').split(/\s+/).filter(Boolean);
  return {
    ...rest,
    firstName: firstName ?? first,
    lastName: lastName ?? others.join(' '),
    ...(zone ? { zone: zoneId(zone) } : {}),
    ...(subscription ? { subscription: planId(subscription) } : {}),
  };
}
