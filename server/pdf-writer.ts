import { createRequire } from 'node:module';
import bidiModule from 'bidi-js';

type Pdf = PDFKit.PDFDocument;
export type Direction = 'ltr' | 'rtl';

/**
 * The fonts a PDF writes with. DejaVu Sans has Hebrew and Latin letters in one font; the PDF
 * standard fonts (Helvetica) have no Hebrew, so a name typed in Hebrew would come out as nothing.
 * Embedding DejaVu costs a few hundred milliseconds and ~20 KB a PDF, so a document whose text
 * the standard fonts can write keeps them.
 */
const UNICODE_FONTS = { body: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf', italic: 'DejaVuSans-Oblique.ttf' } as const;
const STANDARD_FONTS = { body: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
export type FontName = keyof typeof UNICODE_FONTS;

/** Beyond what the standard fonts' WinAnsi encoding writes (Latin-1 and typographic quotes, dashes, ellipsis). */
const BEYOND_STANDARD = /[^\u0020-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2022]/;

const require = createRequire(import.meta.url);
/** Registers body, bold and italic: DejaVu when any of `texts` needs it, else the standard fonts. */
export function registerFonts(pdf: Pdf, texts: unknown): void {
  const unicode = BEYOND_STANDARD.test(JSON.stringify(texts));
  for (const name of Object.keys(UNICODE_FONTS) as FontName[]) {
    pdf.registerFont(name, unicode ? require.resolve(`dejavu-fonts-ttf/ttf/${UNICODE_FONTS[name]}`) : STANDARD_FONTS[name]);
  }
}

const HEBREW = /[\u0590-\u05FF]/;
// bidi-js is CommonJS whose module.exports is the factory; its types describe it as an ES default export.
const bidi = (bidiModule as unknown as typeof bidiModule.default)();

/** A line in visual order (Unicode bidi, brackets mirrored): pdfkit lays glyphs out left to right only. */
const visual = (line: string, direction: Direction) => bidi.getReorderedString(line, bidi.getEmbeddingLevels(line, direction));

/** Hebrew letters and everything else, in turn. */
const SCRIPT_RUNS = /[\u0590-\u05FF]+|[^\u0590-\u05FF]+/g;

/**
 * Draws a line already in visual order from x. fontkit lays a run of Hebrew out right to left
 * by itself, so each Hebrew run goes to it in logical order again; a space never sits inside a
 * run it lays out (pdfkit misplaces it there).
 */
function drawVisual(pdf: Pdf, line: string, x: number, y: number): void {
  for (const part of line.match(SCRIPT_RUNS) ?? []) {
    const text = HEBREW.test(part) ? [...part].reverse().join('') : part;
    pdf.text(text, x, y, { lineBreak: false });
    x += pdf.widthOfString(text);
  }
}

/** The paragraph cut into lines that fit `width`, at spaces (a word longer than a line stands alone). */
function lines(pdf: Pdf, text: string, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && pdf.widthOfString(candidate) > width) {
        out.push(line);
        line = word;
      } else line = candidate;
    }
    out.push(line);
  }
  return out;
}

/**
 * A paragraph in the document's direction: right-aligned and in visual order for Hebrew;
 * English without Hebrew in it is left to pdfkit as it is.
 */
export function paragraph(
  pdf: Pdf,
  text: string,
  { font = 'body', size = 10.5, gap = 0, direction = 'ltr' }: { font?: FontName; size?: number; gap?: number; direction?: Direction } = {},
): void {
  pdf.font(font).fontSize(size);
  if (direction === 'ltr' && !HEBREW.test(text)) {
    pdf.text(text, { paragraphGap: gap });
    return;
  }
  const { left, right } = pdf.page.margins;
  const width = pdf.page.width - left - right;
  for (const line of lines(pdf, text, width)) {
    const shown = visual(line, direction);
    const y = pdf.y;
    drawVisual(pdf, shown, direction === 'rtl' ? left + width - pdf.widthOfString(shown) : left, y);
    pdf.x = left;
    pdf.y = y + pdf.currentLineHeight(true);
  }
  pdf.y += gap;
}

/** 'Label: value', the label bold where the line runs left to right without Hebrew. */
export function row(pdf: Pdf, label: string, value: string, direction: Direction): void {
  if (direction === 'ltr' && !HEBREW.test(value)) {
    pdf.font('bold').fontSize(11).text(`${label}: `, { continued: true }).font('body').text(value);
    return;
  }
  paragraph(pdf, `${label}: ${value}`, { size: 11, direction });
}

/** The text cut into lines that fit `width`: at spaces, and inside a word longer than a line (an e-mail address). */
export function linesInBox(pdf: Pdf, text: string, width: number): string[] {
  const out: string[] = [];
  for (const line of lines(pdf, text, width)) {
    let rest = line;
    while (pdf.widthOfString(rest) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && pdf.widthOfString(rest.slice(0, cut)) > width) cut--;
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    out.push(rest);
  }
  return out;
}

/** Lines in a box of `width` from x, one under another, right-aligned in a right-to-left document. */
export function linesAt(pdf: Pdf, boxLines: string[], x: number, y: number, width: number, direction: Direction): void {
  boxLines.forEach((line, i) => {
    const shown = visual(line, direction);
    drawVisual(pdf, shown, direction === 'rtl' ? x + width - pdf.widthOfString(shown) : x, y + i * pdf.currentLineHeight(true));
  });
}
