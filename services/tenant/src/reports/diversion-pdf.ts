import { impactFactors } from '@pickup/contracts';
import PDFDocument from 'pdfkit';
import type { DiversionReport } from '../domain/diversion-report';
import { diversionColumns, diversionTable } from './diversion-table';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
/** A business day as words (its calendar date, whatever the server's zone). */
const dayInWords = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));

const headerFill = '#e8efe9';

/** Table lines a landscape Letter page holds at 9 pt: fewer on the first, under the title. */
const linesOnFirstPage = 22;
const linesPerPage = 26;

/**
 * The diversion report as a PDF for a grant officer or a town: the business's name, the range,
 * the table of months and zones, the total line, and where the CO2e factor comes from.
 */
export function diversionPdf(report: DiversionReport): Promise<Buffer> {
  const title = `Diversion report: ${report.businessName}`;
  const doc = new PDFDocument({ size: 'LETTER', layout: 'landscape', margin: 48, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(18).text(report.businessName);
  doc.fontSize(12).fillColor('#555555');
  doc.text(`Food scraps diverted from landfill, ${dayInWords(report.from)} to ${dayInWords(report.to)}`);
  doc.moveDown().fillColor('#000000').fontSize(9);

  const { rows, total } = diversionTable(report);
  const lines = [...rows, total.map((text) => ({ text, font: { src: 'Helvetica-Bold' } }))];
  const header = diversionColumns.map((text) => ({ text, type: 'TH' as const }));
  const numeric = { align: { x: 'right' as const } };
  // A page's worth of lines at a time, each under the column names, so that every page of a long
  // report reads on its own.
  for (let start = 0; start < lines.length;) {
    const count = start === 0 ? linesOnFirstPage : linesPerPage;
    const page = lines.slice(start, start + count);
    if (start > 0) doc.addPage();
    doc.table({
      columnStyles: (column) => (column < 2 ? undefined : numeric),
      rowStyles: (row) =>
        row === 0 || start + row === lines.length ? { backgroundColor: headerFill } : undefined,
      data: [header, ...page],
    });
    start += count;
  }

  doc.moveDown().fontSize(9).fillColor('#555555');
  doc.text(
    `Households served count each household once over its line (the total: once over the whole range). ` +
      `CO2e avoided: ${impactFactors.co2eSource}.`,
    doc.page.margins.left,
  );
  doc.end();
  return done;
}
