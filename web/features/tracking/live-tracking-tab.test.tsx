// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveTrackingTab } from './live-tracking-tab.tsx';
import type { PublicConfig } from '../../../contract/auth.contract.ts';
import type { TrackingRecord } from '../../../contract/tracking.contract.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';
import { stubEventSource, TestEventSource } from '../../test-support/test-event-source.ts';

const api = componentTestApi();

stubEventSource();
afterEach(cleanup);

/**
 * The cards follow the fleet through useDeferredValue: React renders them after the rest, in the
 * background, which a busy machine (CI, beside the database tests) can put off past the default second.
 */
const DEFERRED_CARDS = { timeout: 5_000 };

const vehicle = (n: number): TrackingRecord => ({
  vehicleId: n,
  vehicleNumber: `V${n}`,
  make: 'Ford',
  model: 'Transit',
  category: 'Ambulances',
  status: 'active',
  isOnline: true,
  isDriving: false,
  currentSpeed: 0,
  engineStatus: 'off',
  immobilizerStatus: 'unknown',
  batteryLevel: null,
  fuelLevel: null,
  totalMileage: null,
  coordinates: null,
  address: `Street ${n}`,
  lastUpdate: null,
});

const config: PublicConfig = {
  serviceName: 'MedFleet',
  sso: null,
  devLoginEnabled: false,
  workDomains: [],
  dispatchPhone: '*2710',
  donateUrl: '',
  tileUrl: 'https://tile.example/{z}/{x}/{y}.png',
  trackingProvider: 'traccar',
  checkInNearVehicle: false,
};

function fleetOf(count: number) {
  const fleet = Array.from({ length: count }, (_, i) => vehicle(i + 1));
  api.use(
    http.get('*/api/vehicles/tracking/all', () => HttpResponse.json(fleet)),
    http.get('*/api/config', () => HttpResponse.json(config)),
  );
  renderWithApp(<LiveTrackingTab />);
}

describe('Live Fleet Tracking', () => {
  it('shows a large fleet 24 cards at a time, with how many are shown and a button for the next', async () => {
    fleetOf(30);
    await userEvent.click(await screen.findByRole('button', { name: 'Expand' }));
    expect(await screen.findAllByTestId('tracking-card', {}, DEFERRED_CARDS)).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 30 vehicles')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Show 6 more' }));
    expect(screen.getAllByTestId('tracking-card')).toHaveLength(30);
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it("updates a card from the stream's vehicle events, a vehicle it did not list included", async () => {
    fleetOf(3);
    await userEvent.click(await screen.findByRole('button', { name: 'Expand' }));
    await screen.findByText('Street 2', {}, DEFERRED_CARDS);
    act(() => {
      TestEventSource.opened[0]!.send('vehicle', { ...vehicle(2), address: 'Herzl 10' });
      TestEventSource.opened[0]!.send('vehicle', vehicle(4));
    });
    expect(await screen.findByText('Herzl 10', {}, DEFERRED_CARDS)).toBeTruthy();
    expect(screen.queryByText('Street 2')).toBeNull();
    expect(screen.getAllByTestId('tracking-card')).toHaveLength(4);
  });

  it('applies state events to their vehicle, keeping its own fields, and leaves out a state of a vehicle it does not know', async () => {
    fleetOf(3);
    await userEvent.click(await screen.findByRole('button', { name: 'Expand' }));
    await screen.findByText('Street 2', {}, DEFERRED_CARDS);
    const { vehicleNumber: _n, make: _m, model: _mo, category: _c, status: _s, ...state } = vehicle(2);
    act(() => {
      TestEventSource.opened[0]!.send('state', { ...state, address: 'Herzl 10' });
      TestEventSource.opened[0]!.send('state', { ...state, address: 'Herzl 12' });
      TestEventSource.opened[0]!.send('state', { ...state, vehicleId: 9, address: 'Nowhere' });
    });
    expect(await screen.findByText('Herzl 12', {}, DEFERRED_CARDS)).toBeTruthy();
    expect(screen.getByText('V2')).toBeTruthy();
    expect(screen.queryByText('Nowhere')).toBeNull();
    expect(screen.getAllByTestId('tracking-card')).toHaveLength(3);
    expect(TestEventSource.opened[0]!.url).toContain('compact=true');
  });

  it('applies the vehicles of a changes event (a frame of the batched stream) each to its place', async () => {
    fleetOf(3);
    await userEvent.click(await screen.findByRole('button', { name: 'Expand' }));
    await screen.findByText('Street 2', {}, DEFERRED_CARDS);
    const { vehicleNumber: _n, make: _m, model: _mo, category: _c, status: _s, ...state } = vehicle(3);
    act(() => TestEventSource.opened[0]!.send('changes', [{ ...vehicle(1), address: 'Jaffa 1' }, { ...state, address: 'Herzl 3' }, vehicle(4)]));
    expect(await screen.findByText('Herzl 3', {}, DEFERRED_CARDS)).toBeTruthy();
    expect(screen.getByText('Jaffa 1')).toBeTruthy();
    expect(screen.getByText('V3')).toBeTruthy();
    expect(screen.getAllByTestId('tracking-card')).toHaveLength(4);
    expect(TestEventSource.opened[0]!.url).toContain('batch=true');
  });
});
