import { formatUsd } from '@pickup/contracts';
import PDFDocument from 'pdfkit';
import type { Order } from '../domain/model';

/** The receipt of a paid order, as a PDF (simulated payments have no Stripe receipt page). */
export function receiptPdf(order: Order, businessName: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { Title: `Receipt ${order.number}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(20).text(businessName);
  doc.moveDown(0.5).fontSize(12).fillColor('#555555').text(`Receipt for order ${order.number}`);
  doc.text(`Paid ${order.placedAt.toUTCString()}`);
  if (order.customerName) doc.text(`Customer: ${order.customerName}`);
  doc.moveDown().fillColor('#000000');

  for (const line of order.lines) {
    const total = formatUsd(line.unitPriceCents * line.quantity);
    doc.text(`${line.quantity} × ${line.name} (${formatUsd(line.unitPriceCents)} each)`, { continued: true });
    doc.text(total, { align: 'right' });
  }
  doc.moveDown();
  for (const [label, cents] of [
    ['Subtotal', order.subtotalCents],
    ['Tax (8%)', order.taxCents],
    ['Total paid', order.totalCents],
  ] as const) {
    doc.text(label, { continued: true }).text(formatUsd(cents), { align: 'right' });
  }
  doc.end();
  return done;
}
