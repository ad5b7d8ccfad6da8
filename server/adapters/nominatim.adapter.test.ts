import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGazetteerGeocoder } from './geocoder.adapter.ts';
import { createNominatimGeocoder } from './nominatim.adapter.ts';

/** A Nominatim-compatible service on loopback: /reverse answers by latitude; 31.9 fails, 32.0 is nonsense. */
let server: Server;
let url: string;
const asked: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    const query = new URL(request.url!, 'http://x').searchParams;
    asked.push(`${request.url!.split('?')[0]} ${query.get('lat')} ${query.get('format')} ${request.headers['user-agent']}`);
    if (query.get('lat') === '31.9') return void response.writeHead(500).end('down');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(query.get('lat') === '32' ? 'not json' : JSON.stringify({ display_name: 'Herzl Street 5, Beit Shemesh, Jerusalem District, Israel' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/nominatim`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  asked.length = 0;
});

const offline = createGazetteerGeocoder();

describe('the Nominatim geocoder adapter', () => {
  it('answers offline at once, then with the service’s address, asking once per place', async () => {
    const geocoder = createNominatimGeocoder({ url, fallback: offline, minIntervalMs: 0, userAgent: 'MedFleet test' });
    expect(geocoder.addressOf(31.747, 34.9881)).toBe(offline.addressOf(31.747, 34.9881));
    expect(geocoder.addressOf(31.7471, 34.9881)).toBe(offline.addressOf(31.747, 34.9881));
    await geocoder.settled();
    expect(geocoder.addressOf(31.747, 34.9881)).toBe('Herzl Street 5, Beit Shemesh, Jerusalem District');
    expect(asked).toEqual(['/nominatim/reverse 31.747 jsonv2 MedFleet test']);
  });

  it('keeps the offline answer when the service fails or talks nonsense, and does not ask again at once', async () => {
    const errors: unknown[] = [];
    const geocoder = createNominatimGeocoder({ url, fallback: offline, minIntervalMs: 0, userAgent: 'MedFleet test', onError: (e) => errors.push(e) });
    geocoder.addressOf(31.9, 35);
    geocoder.addressOf(32, 35);
    await geocoder.settled();
    expect(geocoder.addressOf(31.9, 35)).toBe(offline.addressOf(31.9, 35));
    expect(geocoder.addressOf(32, 35)).toBe(offline.addressOf(32, 35));
    await geocoder.settled();
    expect(asked).toHaveLength(2);
    expect(errors).toHaveLength(2);
  });

  it('falls back when nothing listens at the URL', async () => {
    const geocoder = createNominatimGeocoder({ url: 'http://127.0.0.1:1/', fallback: offline, minIntervalMs: 0, userAgent: 'MedFleet test' });
    geocoder.addressOf(31.747, 34.9881);
    await geocoder.settled();
    expect(geocoder.addressOf(31.747, 34.9881)).toBe(offline.addressOf(31.747, 34.9881));
  });
});
