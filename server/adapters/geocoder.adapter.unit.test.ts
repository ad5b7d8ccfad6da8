import { describe, expect, it } from 'vitest';
import { createGazetteerGeocoder } from './geocoder.adapter.ts';

const places = [{ name: 'Beit Shemesh station', latitude: 31.747, longitude: 34.9881 }];

describe('the offline gazetteer', () => {
  it('names the place, or how far from it within the service area', () => {
    const geocoder = createGazetteerGeocoder(places);
    expect(geocoder.addressOf(31.7471, 34.9882)).toBe('Beit Shemesh station');
    expect(geocoder.addressOf(31.78, 35.22)).toMatch(/^2\d\.\d km from Beit Shemesh station$/);
  });

  it('gives the coordinates of a position far outside the area instead of thousands of km from a junction', () => {
    expect(createGazetteerGeocoder(places).addressOf(2.5, 30.1)).toBe('2.5000, 30.1000');
  });
});
