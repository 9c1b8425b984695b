import { stringify } from 'csv-stringify/sync';
import type { DiversionReport } from '../domain/diversion-report';
import { diversionColumns, diversionTable } from './diversion-table';

/** The diversion report as CSV: a header row naming the units, a line per month and zone, the total. */
export function diversionCsv(report: DiversionReport): string {
  const { rows, total } = diversionTable(report);
  return stringify([[...diversionColumns], ...rows, total]);
}
