// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { VehicleCostsPanel } from './vehicle-costs-panel.tsx';
import type { VehicleCosts } from '../../../contract/fuel.contract.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';

const api = componentTestApi();
afterEach(cleanup);

const row = (vehicleNumber: string, figures: Partial<VehicleCosts['vehicles'][number]>) => ({
  vehicleId: vehicleNumber.charCodeAt(1),
  vehicleNumber,
  km: 0,
  fuelLitres: 0,
  fuelCost: 0,
  workOrderCost: 0,
  totalCost: 0,
  costPerKm: null,
  fills: 0,
  flaggedFills: 0,
  unrecordedFills: [],
  ...figures,
});

function showing(costs: VehicleCosts['vehicles']) {
  const months: string[] = [];
  api.use(
    http.get('*/api/admin/reports/vehicle-costs', ({ request }) => {
      months.push(new URL(request.url).searchParams.get('month') ?? '');
      return HttpResponse.json({ month: months.at(-1), vehicles: costs });
    }),
  );
  renderWithApp(<VehicleCostsPanel />);
  return months;
}

describe('Vehicle costs', () => {
  it('shows each vehicle that cost or drove anything this month as a bar and a row, with the fills to look at', async () => {
    const months = showing([
      row('A3', { km: 812.4, fuelLitres: 80, fuelCost: 560.5, workOrderCost: 1200, totalCost: 1760.5, costPerKm: 2.17, fills: 2, flaggedFills: 1 }),
      row('A4', { unrecordedFills: [{ fromAt: '2026-11-20T08:00:00.000Z', at: '2026-11-20T08:20:00.000Z', rise: 50 }] }),
      row('A5', {}),
    ]);
    const rows = await screen.findAllByTestId('vehicle-cost');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['A3', 'A4']);
    expect(rows[0]!.textContent).toContain('₪1,200.00');
    expect(rows[0]!.textContent).toContain('₪2.17');
    expect(rows[0]!.textContent).toContain('1 fill the tracker did not see');
    expect(rows[1]!.textContent).toContain('The tracker saw 50 more fuel');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('A3: fuel ₪560.50, work orders ₪1,200.00; A4: fuel ₪0.00, work orders ₪0.00');
    expect(months).toEqual([expect.stringMatching(/^\d{4}-\d{2}$/)]);
  });

  it('says so when nothing happened in the month', async () => {
    showing([row('A3', {})]);
    expect(await screen.findByText('No fuel, work orders or km in this month.')).toBeTruthy();
  });
});
