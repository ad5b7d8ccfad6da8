import { stringify } from 'csv-stringify/sync';
import type { Language } from '../../../contract/constants.ts';
import type { ReportCell, ReportFormat, ReportTable } from '../../../contract/reports.contract.ts';
import { concurrencyLimit } from '../../concurrency-limit.ts';
import { linesAt, linesInBox, paragraph, registerFonts } from '../../pdf-writer.ts';
import { REPORT_WORDS } from '../../texts/reports.ts';

export interface ReportFile {
  type: string;
  fileName: string;
  body: Buffer;
}

/**
 * A cell a spreadsheet would read as a formula (= + - @, or a tab or return before one) is written
 * with a leading apostrophe, so a member's name like =HYPERLINK(…) stays text (OWASP CSV injection).
 */
export const safeCell = (cell: ReportCell): ReportCell => (typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
const safeRows = (table: ReportTable) => table.rows.map((row) => row.map(safeCell));
const labels = (table: ReportTable) => table.columns.map((c) => c.label);

/** UTF-8 with a byte-order mark: without it Excel reads Hebrew as Latin-1. */
function csvOf(table: ReportTable): Buffer {
  return Buffer.from(`\uFEFF${stringify([labels(table), ...safeRows(table)], { record_delimiter: 'windows' })}`, 'utf8');
}

/** A workbook of one sheet per table, right to left in Hebrew, the header row frozen and bold. */
export async function workbookOf(tables: ReportTable[], language: Language): Promise<Buffer> {
  // Loaded on the first workbook: exceljs is large, and most starts never write one.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  for (const table of tables) {
    const sheet = book.addWorksheet(table.report, { views: [{ rightToLeft: language === 'he', state: 'frozen', ySplit: 1 }] });
    sheet.columns = table.columns.map((c) => ({ header: c.label, key: c.key, width: c.kind === 'number' ? 12 : 24 }));
    sheet.getRow(1).font = { bold: true };
    sheet.addRows(safeRows(table));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const MARGIN = 36;
/** Space under a row. */
const ROW_GAP = 5;
/** Report PDFs are drawn on the server's own thread: one at a time, so many asked for at once wait their turn. */
const drawing = concurrencyLimit(1);

/** The table on landscape A4 pages, the header on each; columns run right to left in Hebrew. */
async function pdfOf(table: ReportTable, language: Language): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, info: { Title: table.title } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const words = REPORT_WORDS[language];
  const direction = language === 'he' ? 'rtl' : 'ltr';
  registerFonts(pdf, table);
  const width = pdf.page.width - 2 * MARGIN;
  const weights = table.columns.map((c) => (c.kind === 'number' ? 1 : 2));
  const unit = width / weights.reduce((a, b) => a + b, 0);
  const lefts = weights.map((_, i) => weights.slice(0, i).reduce((a, b) => a + b, 0) * unit);
  const boxWidth = (i: number) => weights[i]! * unit - 6;
  const boxLeft = (i: number) => (direction === 'rtl' ? MARGIN + width - lefts[i]! - weights[i]! * unit + 3 : MARGIN + lefts[i]! + 3);
  /** A row as tall as its longest cell, which wraps (an e-mail address too) rather than being cut. */
  const drawRow = (cells: ReportCell[], font: 'body' | 'bold') => {
    pdf.font(font).fontSize(9);
    const cellLines = cells.map((cell, i) => linesInBox(pdf, String(cell), boxWidth(i)));
    const height = Math.max(1, ...cellLines.map((l) => l.length)) * pdf.currentLineHeight(true) + ROW_GAP;
    if (pdf.y + height > pdf.page.height - MARGIN) pdf.addPage();
    pdf.font(font).fontSize(9);
    const y = pdf.y;
    cellLines.forEach((boxLines, i) => linesAt(pdf, boxLines, boxLeft(i), y, boxWidth(i), direction));
    pdf.x = MARGIN;
    pdf.y = y + height;
  };
  paragraph(pdf, table.title, { font: 'bold', size: 16, direction });
  paragraph(pdf, words.range(table.from, table.to), { size: 9, direction, gap: 8 });
  drawRow(labels(table), 'bold');
  pdf.on('pageAdded', () => drawRow(labels(table), 'bold'));
  if (table.rows.length === 0) paragraph(pdf, words.empty, { size: 10, direction });
  for (const row of safeRows(table)) drawRow(row, 'body');
  pdf.end();
  return done;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: XLSX_TYPE,
  pdf: 'application/pdf',
};

/** The report as a file to keep, named by report and days (ASCII only: it goes into a header). */
export async function reportFileOf(table: ReportTable, format: ReportFormat, language: Language): Promise<ReportFile> {
  const body = format === 'csv' ? csvOf(table) : format === 'xlsx' ? await workbookOf([table], language) : await drawing(() => pdfOf(table, language));
  return { type: TYPES[format], fileName: `${table.report}_${table.from}_${table.to}.${format}`, body };
}
