import type { Language } from '../../../contract/constants.ts';
import { paragraph, registerFonts, row as writeRow } from '../../pdf-writer.ts';
import { AGREEMENT_PDF } from '../../texts/agreement-pdf.ts';
import { formatLocalIn } from '../../time.ts';

export interface AgreementDocument {
  serviceName: string;
  /** The template version's title and clauses, fields filled in. */
  title: string;
  terms: string[];
  termsVersion: string;
  booking: { id: number; vehicleNumber: string; vehicleDescription: string; startTime: Date; endTime: Date; notes: string | null };
  member: { name: string; email: string; licenseNumber: string | null; licenseExpiryDate: string | null };
  fullName: string;
  /** The signature made safe (normaliseImage); null when the stored one cannot be read. */
  signaturePng: Buffer | null;
  signedAt: Date;
  contentHash: string;
  /** The reader's language, for the words around the terms; the terms and values are as signed. */
  language: Language;
}

/** The signed agreement as a PDF: terms, booking, vehicle, member, signature, time signed, hash. */
export async function renderAgreementPdf(doc: AgreementDocument): Promise<Buffer> {
  // Loaded on the first PDF, not at start: pdfkit and its fonts are a large part of start-up.
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Vehicle-use agreement, booking ${doc.booking.id}`, Author: doc.serviceName } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const words = AGREEMENT_PDF[doc.language];
  registerFonts(pdf, { doc: { ...doc, signaturePng: null }, words: words.heading(doc.termsVersion) });
  const direction = doc.language === 'he' ? 'rtl' : 'ltr';
  const when = (date: Date) => formatLocalIn(doc.language, date);
  const row = (label: string, value: string) => writeRow(pdf, label, value, direction);
  const heading = (text: string) => {
    paragraph(pdf, text, { font: 'bold', size: 13, direction });
    pdf.moveDown(0.3);
  };

  paragraph(pdf, doc.title, { font: 'bold', size: 18, direction });
  pdf.moveDown(0.3).fillColor('#555');
  paragraph(pdf, words.heading(doc.termsVersion), { size: 9, direction });
  pdf.fillColor('#000').moveDown();
  heading(words.booking);
  row(words.booking, `#${doc.booking.id}`);
  row(words.vehicle, `${doc.booking.vehicleNumber} (${doc.booking.vehicleDescription})`);
  row(words.from, when(doc.booking.startTime));
  row(words.to, when(doc.booking.endTime));
  if (doc.booking.notes) row(words.notes, doc.booking.notes);
  pdf.moveDown();
  heading(words.member);
  row(words.name, doc.member.name);
  row(words.email, doc.member.email);
  row(words.licence, doc.member.licenseNumber ? words.licenceValid(doc.member.licenseNumber, doc.member.licenseExpiryDate) : words.licenceMissing);
  pdf.moveDown();
  heading(words.terms);
  doc.terms.forEach((term, i) => paragraph(pdf, `${i + 1}. ${term}`, { gap: 4, direction }));
  pdf.moveDown();
  heading(words.signature);
  row(words.signedBy, doc.fullName);
  row(words.signedAt, when(doc.signedAt));
  if (doc.signaturePng) pdf.image(doc.signaturePng, direction === 'rtl' ? { fit: [220, 90], align: 'right' } : { fit: [220, 90] });
  else {
    pdf.fillColor('#b91c1c');
    paragraph(pdf, words.signatureDamaged, { font: 'italic', size: 10, direction });
    pdf.fillColor('#000');
  }
  pdf.moveDown(0.5).fillColor('#555');
  paragraph(pdf, `${words.hash}: ${doc.contentHash}`, { size: 8, direction: 'ltr' });
  pdf.end();
  return done;
}
