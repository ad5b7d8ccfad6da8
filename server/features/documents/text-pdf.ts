import { formatLocal } from '../../time.ts';

/** A document as titled sections of label–value rows and numbered items: text only, no images. */
export interface TextDocument {
  title: string;
  subtitle?: string;
  sections: { heading: string; rows?: [string, string][]; items?: string[] }[];
}

/**
 * A text document as a PDF (return checklists, damage reports). Text only, so it is rendered in
 * process; the agreement, which draws a signature image, has its own isolated renderer.
 */
export async function renderTextPdf(doc: TextDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: doc.title } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font('Helvetica-Bold').fontSize(18).text(doc.title);
  pdf.moveDown(0.3).font('Helvetica').fontSize(9).fillColor('#555').text(doc.subtitle ?? `Printed ${formatLocal(new Date())}. Times in Asia/Jerusalem.`).fillColor('#000');
  for (const section of doc.sections) {
    pdf.moveDown().font('Helvetica-Bold').fontSize(13).text(section.heading).moveDown(0.3);
    for (const [label, value] of section.rows ?? []) pdf.font('Helvetica-Bold').fontSize(11).text(`${label}: `, { continued: true }).font('Helvetica').text(value || '—');
    (section.items ?? []).forEach((item, i) => pdf.font('Helvetica').fontSize(10.5).text(`${i + 1}. ${item}`, { paragraphGap: 3 }));
  }
  pdf.end();
  return done;
}
