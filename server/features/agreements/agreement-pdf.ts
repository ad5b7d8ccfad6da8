import { formatLocal } from '../../time.ts';

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

  pdf.font('Helvetica-Bold').fontSize(18).text(doc.title);
  pdf.moveDown(0.3).font('Helvetica').fontSize(9).fillColor('#555').text(`Terms version ${doc.termsVersion}. Times in Asia/Jerusalem.`).fillColor('#000');
  pdf.moveDown();
  const row = (label: string, value: string) => pdf.font('Helvetica-Bold').fontSize(11).text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  pdf.font('Helvetica-Bold').fontSize(13).text('Booking').moveDown(0.3);
  row('Booking', `#${doc.booking.id}`);
  row('Vehicle', `${doc.booking.vehicleNumber} (${doc.booking.vehicleDescription})`);
  row('From', formatLocal(doc.booking.startTime));
  row('To', formatLocal(doc.booking.endTime));
  if (doc.booking.notes) row('Notes', doc.booking.notes);
  pdf.moveDown();
  pdf.font('Helvetica-Bold').fontSize(13).text('Member').moveDown(0.3);
  row('Name', doc.member.name);
  row('E-mail', doc.member.email);
  row('Driving licence', doc.member.licenseNumber ? `${doc.member.licenseNumber}, valid until ${doc.member.licenseExpiryDate ?? 'unknown'}` : 'not on file');
  pdf.moveDown();
  pdf.font('Helvetica-Bold').fontSize(13).text('Terms').moveDown(0.3);
  doc.terms.forEach((term, i) => pdf.font('Helvetica').fontSize(10.5).text(`${i + 1}. ${term}`, { paragraphGap: 4 }));
  pdf.moveDown();
  pdf.font('Helvetica-Bold').fontSize(13).text('Signature').moveDown(0.3);
  row('Signed by', doc.fullName);
  row('Signed at', formatLocal(doc.signedAt));
  if (doc.signaturePng) pdf.image(doc.signaturePng, { fit: [220, 90] });
  else pdf.font('Helvetica-Oblique').fontSize(10).fillColor('#b91c1c').text('The stored signature image is damaged and cannot be shown.').fillColor('#000');
  pdf.moveDown(0.5);
  pdf.font('Helvetica').fontSize(8).fillColor('#555').text(`Content hash (SHA-256): ${doc.contentHash}`);
  pdf.end();
  return done;
}
