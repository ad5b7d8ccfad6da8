// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markerIcon } from './marker-icon.ts';
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

describe('markerIcon', () => {
  it('shows a stored vehicle number as text: no element of it goes live on the map', () => {
    const element = markerIcon(record(HOSTILE), true).createIcon();
    expect(element.querySelector('img, a, script')).toBeNull();
    expect(element.textContent).toBe(HOSTILE);
  });

  it('labels the dot only on the fleet map', () => {
    expect(markerIcon(record('A3')).createIcon().textContent).toBe('');
    expect(markerIcon(record('A3'), true).createIcon().textContent).toBe('A3');
  });
});
