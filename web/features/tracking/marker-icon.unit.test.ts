// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Placed } from './fleet-markers.ts';
import { markerIcon, vehicleDescription } from './marker-icon.ts';
import type { TrackingRecord } from '../../../contract/tracking.contract.ts';

const HOSTILE = '<img src=x onerror=alert(1)><a href="https://evil.example">A3</a>';

const record = (vehicleNumber: string): TrackingRecord => ({
  vehicleId: 1,
  vehicleNumber,
  make: 'Ford',
  model: 'Transit',
  category: 'Ambulance',
  status: 'available',
  isOnline: true,
  isDriving: false,
  currentSpeed: 0,
  engineStatus: 'off',
  immobilizerStatus: 'inactive',
  batteryLevel: null,
  fuelLevel: null,
  totalMileage: null,
  coordinates: { latitude: 31.75, longitude: 34.99 },
  address: null,
  lastUpdate: null,
});

describe('what the maps show of a vehicle', () => {
  it("shows a stored vehicle number as text in the fleet map's popup and label: no element of it goes live on the map", () => {
    const placed = record(HOSTILE) as Placed;
    for (const element of [vehicleDescription().popup(placed), vehicleDescription().label(placed)]) {
      expect(element.querySelector('img, a, script')).toBeNull();
      expect(element.textContent).toContain(HOSTILE);
    }
  });

  it("the mini map's dot says nothing", () => {
    expect(markerIcon(record(HOSTILE)).createIcon().textContent).toBe('');
  });
});
