import { paragraph, registerFonts, row } from '../../pdf-writer.ts';
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
  // The words are English (admins read these); what members wrote, Hebrew included, is drawn as written.
  registerFonts(pdf, doc);
  paragraph(pdf, doc.title, { font: 'bold', size: 18 });
  pdf.moveDown(0.3).fillColor('#555');
  paragraph(pdf, doc.subtitle ?? `Printed ${formatLocal(new Date())}. Times in Asia/Jerusalem.`, { size: 9 });
  pdf.fillColor('#000');
  for (const section of doc.sections) {
    pdf.moveDown();
    paragraph(pdf, section.heading, { font: 'bold', size: 13 });
    pdf.moveDown(0.3);
    for (const [label, value] of section.rows ?? []) row(pdf, label, value || '—', 'ltr');
    (section.items ?? []).forEach((item, i) => paragraph(pdf, `${i + 1}. ${item}`, { gap: 3 }));
  }
  pdf.end();
  return done;
}
