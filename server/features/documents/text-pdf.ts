import type { Language } from '../../../contract/constants.ts';
import { paragraph, registerFonts, row } from '../../pdf-writer.ts';
import { documentWords } from '../../texts/document-pdf.ts';
import { formatLocalIn } from '../../time.ts';

/** A document as titled sections of label–value rows and numbered items: text only, no images. */
export interface TextDocument {
  /** The reader's: the document's own words, its direction and its times. */
  language: Language;
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
  // The document's words are in the reader's language; what members wrote is drawn as written.
  const direction = doc.language === 'he' ? 'rtl' : 'ltr';
  registerFonts(pdf, doc);
  paragraph(pdf, doc.title, { font: 'bold', size: 18, direction });
  pdf.moveDown(0.3).fillColor('#555');
  paragraph(pdf, doc.subtitle ?? documentWords(doc.language).printed(formatLocalIn(doc.language, new Date())), { size: 9, direction });
  pdf.fillColor('#000');
  for (const section of doc.sections) {
    pdf.moveDown();
    paragraph(pdf, section.heading, { font: 'bold', size: 13, direction });
    pdf.moveDown(0.3);
    for (const [label, value] of section.rows ?? []) row(pdf, label, value || '—', direction);
    (section.items ?? []).forEach((item, i) => paragraph(pdf, `${i + 1}. ${item}`, { gap: 3, direction }));
  }
  pdf.end();
  return done;
}
