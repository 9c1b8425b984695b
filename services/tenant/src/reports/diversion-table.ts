import { type ServiceZone, serviceZoneCentres } from '@pickup/contracts';
import type { DiversionFigures, DiversionReport } from '../domain/diversion-report';

/** The report's columns, each header naming its unit, as both the CSV and the PDF show them. */
export const diversionColumns = [
  'Month',
  'Service zone',
  'Pounds collected (lbs)',
  'Households served',
  'Buckets weighed',
  'Contaminated buckets',
  'Contamination rate (%)',
  'CO2e avoided (lbs)',
] as const;

const zoneName = (zone: ServiceZone | null) => (zone ? serviceZoneCentres[zone].name : 'No zone');

const figureCells = (figures: DiversionFigures): string[] => [
  figures.pounds.toFixed(1),
  String(figures.households),
  String(figures.buckets),
  String(figures.contaminatedBuckets),
  // No buckets, no rate: left empty rather than shown as a 0 % that was never measured.
  figures.contaminationRate === null ? '' : figures.contaminationRate.toFixed(1),
  figures.co2eAvoidedLbs.toFixed(1),
];

/** The report's lines as text cells: a line per month and zone, then the total over the range. */
export function diversionTable(report: DiversionReport): { rows: string[][]; total: string[] } {
  return {
    rows: report.rows.map((row) => [row.month, zoneName(row.zone), ...figureCells(row)]),
    total: ['Total', 'All zones', ...figureCells(report.total)],
  };
}

/** The download's name: `diversion-<subdomain>-<from>-to-<to>.<format>`. */
export const diversionFileName = (report: DiversionReport, extension: 'csv' | 'pdf') =>
  `diversion-${report.subdomain}-${report.from}-to-${report.to}.${extension}`;
