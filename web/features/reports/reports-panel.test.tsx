// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportsPanel } from './reports-panel.tsx';
import type { ReportTable } from '../../../contract/reports.contract.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';

const api = componentTestApi();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const hours: ReportTable = {
  report: 'volunteer-hours',
  title: 'Volunteer hours per member per month',
  from: '2026-11-01',
  to: '2026-11-28',
  columns: [
    { key: 'month', label: 'Month', kind: 'text' },
    { key: 'member', label: 'Member', kind: 'text' },
    { key: 'hours', label: 'Hours', kind: 'number' },
  ],
  rows: [
    ['2026-11', 'Dana Cohen', 12.5],
    ['2026-11', 'Avi Levi', ''],
  ],
};

function serving(table: (report: string) => ReportTable) {
  const asked: string[] = [];
  api.use(
    http.get('*/api/admin/reports/:report/table', ({ request, params }) => {
      asked.push(`${params.report as string}${new URL(request.url).search}`);
      return HttpResponse.json(table(params.report as string));
    }),
    http.get('*/api/admin/reports/:report', ({ request, params }) => {
      asked.push(`file ${params.report as string}${new URL(request.url).search}`);
      return new HttpResponse('\uFEFFMonth\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    }),
  );
  renderWithApp(<ReportsPanel />);
  return asked;
}

describe('Reports', () => {
  it('shows the chosen report for this month so far, its rows under its columns, an empty cell as a dash', async () => {
    const asked = serving(() => hours);
    const rows = await screen.findAllByTestId('report-row');
    expect(rows.map((r) => r.textContent)).toEqual(['2026-11Dana Cohen12.5', '2026-11Avi Levi–']);
    expect(screen.getByRole('columnheader', { name: 'Hours' })).toBeTruthy();
    expect(asked[0]).toMatch(/^volunteer-hours\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
  });

  it('reads another report when one is chosen, and says when a report has nothing in its days', async () => {
    const asked = serving((report) => (report === 'no-shows' ? { ...hours, report: 'no-shows', rows: [] } : hours));
    await screen.findAllByTestId('report-row');
    fireEvent.change(screen.getByRole('combobox', { name: 'Report' }), { target: { value: 'no-shows' } });
    expect(await screen.findByText('Nothing in these days.')).toBeTruthy();
    expect(asked.at(-1)).toMatch(/^no-shows\?/);
  });

  it('downloads the report in the format asked for, and asks nothing while the days are the wrong way round', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const asked = serving(() => hours);
    await screen.findAllByTestId('report-row');
    fireEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^volunteer-hours_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.xlsx$/)]));
    expect(asked.at(-1)).toMatch(/^file volunteer-hours\?from=.+&format=xlsx$/);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-01' } });
    expect(await screen.findByText('The first day must not be after the last.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });
});
