import {
  addCustomerBody,
  type AddCustomerBody,
  customerMessages,
  type EventActor,
  type ImportCustomersResult,
  type ImportPreviewResult,
  type ImportPreviewRow,
  type MilestoneResult,
  type z,
} from '@pickup/contracts';
import { AppError } from '@pickup/kit';
import { readCustomerSheet, requestOf } from '../import/customer-sheet';
import { admitAdditions, admitOneMore, headcountOf } from './admission';
import { enrolForOwner } from './customers';
import type { Clientele } from './model';

/**
 * Moving from a spreadsheet (beyond the spec): the owner's CSV is previewed, row by row, saving
 * nothing; then the rows the owner keeps are created in batches, each as the add dialog would.
 */

const labels: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  zone: 'Zone',
  bucketNumber: 'Bucket number',
  subscription: 'Plan',
  pickupInstructions: 'Pickup instructions',
  notes: 'Notes',
};

const choices: Record<string, string> = {
  zone: 'a service zone',
  subscription: 'weekly, biweekly, monthly or none',
};

/** A problem of a row, in words an owner reads: "Email: Enter a valid email address". */
function problemOf(issue: z.core.$ZodIssue, request: Record<string, unknown>): string {
  const field = String(issue.path[0] ?? '');
  const label = labels[field] ?? field;
  if (issue.message === customerMessages.missingInformation) return `${label} is required`;
  if (issue.code === 'invalid_value' && choices[field]) {
    return `${label}: "${String(request[field])}" is not ${choices[field]}`;
  }
  return `${label}: ${issue.message}`;
}

interface CheckedRow {
  line: number;
  customer: AddCustomerBody | null;
  errors: string[];
}

function check(line: number, request: Record<string, unknown>): CheckedRow {
  const parsed = addCustomerBody.safeParse(request);
  return parsed.success
    ? { line, customer: parsed.data, errors: [] }
    : { line, customer: null, errors: parsed.error.issues.map((issue) => problemOf(issue, request)) };
}

/**
 * What importing the file would do: each row as a create request, its problems, and whether its
 * e-mail is one the business has or an earlier row had (imported once, never twice). A bucket
 * number someone holds is a problem too. Nothing is saved.
 */
export async function previewImport(
  clientele: Clientele,
  tenantId: string,
  csv: string,
): Promise<ImportPreviewResult> {
  const sheet = readCustomerSheet(csv);
  const checked = sheet.rows.map((row) => check(row.line, requestOf(row.values)));
  const valid = checked.flatMap((row) => (row.customer ? [row.customer] : []));
  const [emailsTaken, bucketsTaken] = await Promise.all([
    clientele.customers.taken(
      tenantId,
      'email',
      valid.map((customer) => customer.email),
    ),
    clientele.customers.taken(
      tenantId,
      'bucketNumber',
      valid.flatMap((customer) => (customer.bucketNumber ? [customer.bucketNumber] : [])),
    ),
  ]);
  const emailsSeen = new Set<string>();
  const bucketsSeen = new Set<string>();
  const rows = checked.map(({ line, customer, errors }): ImportPreviewRow => {
    if (!customer) return { line, customer, errors, duplicate: false };
    const bucket = customer.bucketNumber;
    const bucketTaken = Boolean(bucket && (bucketsTaken.has(bucket) || bucketsSeen.has(bucket)));
    const duplicate = emailsTaken.has(customer.email) || emailsSeen.has(customer.email);
    emailsSeen.add(customer.email);
    if (bucket) bucketsSeen.add(bucket);
    return {
      line,
      customer,
      errors: bucketTaken ? [`${labels.bucketNumber}: ${customerMessages.bucketNumberTaken}`] : [],
      duplicate,
    };
  });
  const invalid = rows.filter((row) => row.errors.length > 0).length;
  const duplicates = rows.filter((row) => row.errors.length === 0 && row.duplicate).length;
  return {
    columns: sheet.columns,
    rows,
    ready: rows.length - invalid - duplicates,
    duplicates,
    invalid,
  };
}

/**
 * Creates a batch of previewed rows, one by one as the add dialog does (bucket numbers, zones,
 * events, the plan's limit: once it is reached the remaining rows fail with its message). E-mails
 * the business has are reported, not doubled. Answers the last milestone the batch crossed.
 */
export async function importCustomers(
  clientele: Clientele,
  tenantId: string,
  rows: { line: number; customer: AddCustomerBody }[],
  actor: EventActor,
): Promise<ImportCustomersResult> {
  const headcount = await headcountOf(clientele, tenantId);
  admitAdditions(headcount);
  const known = await clientele.customers.taken(
    tenantId,
    'email',
    rows.map((row) => row.customer.email),
  );
  const result: ImportCustomersResult = {
    created: 0,
    duplicates: [],
    failed: [],
    milestoneResult: { isMilestone: false, customerCount: headcount.counted },
  };
  let crossed: MilestoneResult | null = null;
  for (const { line, customer } of rows) {
    if (known.has(customer.email)) {
      result.duplicates.push({ line, email: customer.email });
      continue;
    }
    try {
      admitOneMore(headcount);
      const added = await enrolForOwner(clientele, tenantId, customer, actor, headcount);
      known.add(customer.email);
      result.created += 1;
      if (added.milestoneResult.isMilestone) crossed = added.milestoneResult;
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      if (error.message === customerMessages.duplicateEmail) {
        result.duplicates.push({ line, email: customer.email });
      } else {
        result.failed.push({ line, error: error.message });
      }
    }
  }
  result.milestoneResult = crossed ?? { isMilestone: false, customerCount: headcount.counted };
  return result;
}
