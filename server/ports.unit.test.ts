import { describe, expect, it } from 'vitest';
import { createPorts, type Ports } from './ports.ts';

const users: Ports['users'] = { findUser: async (id) => ({ id }) as never, adminIds: async () => [1, 2] };

describe('ports', () => {
  it('hands out a port before it is provided; its functions answer once the ports are sealed', async () => {
    const ports = createPorts();
    const { adminIds } = ports.of('users');
    ports.provide('users', users);
    expect(() => adminIds()).toThrow('The users port was called before every feature registered');
    for (const name of [
      'sessions',
      'audit',
      'settings',
      'notices',
      'messages',
      'vehicles',
      'tracker',
      'calendar',
      'bookings',
      'templates',
      'documents',
      'damageReports',
      'vehicleChecks',
      'maintenance',
      'fleetFigures',
      'credentials',
      'crew',
      'agreements',
    ] as const) {
      ports.provide(name, {} as never);
    }
    ports.seal();
    await expect(adminIds()).resolves.toEqual([1, 2]);
  });

  it('will not start with a port no feature provides, and names it', () => {
    const ports = createPorts();
    ports.provide('users', users);
    expect(() => ports.seal()).toThrow(
      /No feature provides the port\(s\): sessions, audit, .*damageReports, vehicleChecks, maintenance, fleetFigures, credentials, crew, agreements/,
    );
  });

  it('refuses a port provided twice, and a contribution given twice', () => {
    const ports = createPorts();
    ports.provide('users', users);
    expect(() => ports.provide('users', users)).toThrow('The users port is provided twice');
    const attach = async () => [];
    ports.contribute('attachment', 'agreement_signed', attach);
    expect(() => ports.contribute('attachment', 'agreement_signed', attach)).toThrow('contributed twice');
    expect(ports.contributionOf('attachment', 'agreement_signed')).toBe(attach);
    expect(ports.contributionOf('attachment', 'booking_confirmation')).toBeUndefined();
  });
});
