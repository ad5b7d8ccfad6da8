import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { projectRoot } from '../paths.ts';

/** The text of a PDF, read with pdf.js, as a reader would find it. */
export async function pdfText(body: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(body), standardFontDataUrl: join(projectRoot, 'node_modules/pdfjs-dist/standard_fonts/') }).promise;
  const pages = await Promise.all(Array.from({ length: document.numPages }, (_, i) => document.getPage(i + 1).then((p) => p.getTextContent())));
  return pages.flatMap((c) => c.items.map((item) => ('str' in item ? item.str : ''))).join(' ');
}
