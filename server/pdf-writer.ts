import { createRequire } from 'node:module';
import bidiModule from 'bidi-js';

type Pdf = PDFKit.PDFDocument;
export type Direction = 'ltr' | 'rtl';

/**
 * DejaVu Sans: Hebrew and Latin letters in one font. The PDF standard fonts (Helvetica) have no
 * Hebrew, so a member's name typed in Hebrew would come out as empty boxes.
 */
const FONT_FILES = { body: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf', italic: 'DejaVuSans-Oblique.ttf' } as const;
export type FontName = keyof typeof FONT_FILES;

const require = createRequire(import.meta.url);
export function registerFonts(pdf: Pdf): void {
  for (const [name, file] of Object.entries(FONT_FILES)) pdf.registerFont(name, require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
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
export function paragraph(pdf: Pdf, text: string, { font = 'body', size = 10.5, gap = 0, direction = 'ltr' }: { font?: FontName; size?: number; gap?: number; direction?: Direction } = {}): void {
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
