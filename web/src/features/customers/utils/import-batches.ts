import { customerMessages, limits } from '@pickup/contracts/constants';
import type {
  ImportCustomersBody,
  ImportCustomersResult,
  ImportPreviewResult,
  ImportPreviewRow,
  MilestoneResult,
} from '@pickup/contracts/schemas';
import { isApiError, serverMessage } from '../../../lib/api-error';

export type ImportRow = ImportCustomersBody['customers'][number];

/** What an import did, for its summary. */
export interface ImportOutcome {
  created: number;
  duplicates: ImportCustomersResult['duplicates'];
  failed: ImportCustomersResult['failed'];
  /** The last milestone a batch reached, if any. */
  milestone: MilestoneResult | null;
  /** Why the import stopped before its end (the plan's limit), with the rows never sent. */
  stopped: { message: string; notSent: number } | null;
}

export function isReady(
  row: ImportPreviewRow,
): row is ImportPreviewRow & { customer: ImportRow['customer'] } {
  return row.customer !== null && row.errors.length === 0 && !row.duplicate;
}

/** The rows the preview found ready: neither invalid nor a duplicate. */
export function readyRows(preview: ImportPreviewResult): ImportRow[] {
  return preview.rows.filter(isReady).map((row) => ({ line: row.line, customer: row.customer }));
}

export function inBatches<T>(items: readonly T[], size: number = limits.customerImportBatch): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

// The plan answers: the trial is over (402) or the plan's customer limit is reached (403).
const planRefusals = new Set([402, 403]);

type SendBatch = (
  body: ImportCustomersBody,
) => Promise<{ data: ImportCustomersResult; error?: undefined } | { data?: undefined; error: unknown }>;

/**
 * Sends the rows a batch at a time, one after the other, and adds up what each created. A refusal of
 * the plan stops the import (later batches would be refused too); any other failure marks that
 * batch's rows failed and goes on.
 */
export async function importInBatches(
  rows: readonly ImportRow[],
  send: SendBatch,
  onProgress: (done: number) => void,
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { created: 0, duplicates: [], failed: [], milestone: null, stopped: null };
  let done = 0;
  for (const batch of inBatches(rows)) {
    const result = await send({ customers: batch });
    if (!result.data) {
      if (isApiError(result.error) && planRefusals.has(result.error.status)) {
        outcome.stopped = {
          message: serverMessage(result.error, customerMessages.planLimitReached),
          notSent: rows.length - done,
        };
        return outcome;
      }
      const reason = serverMessage(result.error, customerMessages.addFailed);
      outcome.failed.push(...batch.map((row) => ({ line: row.line, error: reason })));
    } else {
      outcome.created += result.data.created;
      outcome.duplicates.push(...result.data.duplicates);
      outcome.failed.push(...result.data.failed);
      if (result.data.milestoneResult.isMilestone) outcome.milestone = result.data.milestoneResult;
    }
    done += batch.length;
    onProgress(done);
  }
  return outcome;
}

const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line;

/**
 * The whole file's outcome: what the import did, and the rows the preview kept back (duplicates
 * and invalid rows), so the summary accounts for every line.
 */
export function withSkippedRows(outcome: ImportOutcome, preview: ImportPreviewResult): ImportOutcome {
  const skipped = preview.rows.filter((row) => !isReady(row));
  const duplicates = skipped
    .filter((row) => row.errors.length === 0 && row.duplicate && row.customer !== null)
    .map((row) => ({ line: row.line, email: row.customer?.email ?? '' }));
  const invalid = skipped
    .filter((row) => row.errors.length > 0 || row.customer === null)
    .map((row) => ({ line: row.line, error: row.errors.join(' ') || customerMessages.missingInformation }));
  return {
    ...outcome,
    duplicates: [...duplicates, ...outcome.duplicates].sort(byLine),
    failed: [...invalid, ...outcome.failed].sort(byLine),
  };
}
