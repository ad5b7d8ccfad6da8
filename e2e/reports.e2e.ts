import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/axe.ts';
import { browserSession, screenshot } from './support/browser.ts';
import { inLanguage } from './support/language.ts';
import { signInAsAdmin } from './support/member.ts';

const session = browserSession({ viewport: { width: 1280, height: 1000 }, acceptDownloads: true });

const TEXTS = {
  en: {
    fleetControl: 'Fleet Control',
    tab: 'Reports',
    report: 'Report',
    vehicleUse: 'Vehicle use',
    csv: 'Download CSV',
    excel: 'Download Excel',
    pdf: 'Download PDF',
    vehicle: 'Vehicle',
  },
  he: {
    fleetControl: 'בקרת צי',
    tab: 'דוחות',
    report: 'דוח',
    vehicleUse: 'שימוש ברכבים',
    csv: 'הורדת CSV',
    excel: 'הורדת אקסל',
    pdf: 'הורדת PDF',
    vehicle: 'רכב',
  },
} as const;

describe('reports', () => {
  for (const language of ['en', 'he'] as const) {
    it(`are read on screen and downloaded as CSV, Excel and PDF, in ${language === 'en' ? 'English' : 'Hebrew'}`, async () => {
      const { page } = session;
      const say = TEXTS[language];
      await signInAsAdmin(page);
      await inLanguage(page, language);
      await page.getByRole('tab', { name: say.fleetControl }).click();
      await page.getByRole('tab', { name: say.tab, exact: true }).click();
      await page.getByLabel(say.report, { exact: true }).selectOption({ label: say.vehicleUse });
      await page.getByRole('columnheader', { name: say.vehicle, exact: true }).waitFor();
      await page.getByTestId('report-row').first().waitFor();
      await screenshot(page, `150-${language}-reports`);

      const saved = async (button: string) => {
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: button }).click();
        const file = await download;
        return { name: file.suggestedFilename(), body: readFileSync((await file.path())!) };
      };
      const csv = await saved(say.csv);
      expect(csv.name).toMatch(/^vehicle-use_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
      expect([...csv.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header] = parse(csv.body, { bom: true }) as string[][];
      expect(header![0]).toBe(say.vehicle);

      const xlsx = await saved(say.excel);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.body as unknown as ArrayBuffer);
      expect(book.worksheets[0]!.getRow(1).getCell(1).value).toBe(say.vehicle);

      const pdf = await saved(say.pdf);
      expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await accessibilityProblems(page)).toEqual([]);
    });
  }
});
