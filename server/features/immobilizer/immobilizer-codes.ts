import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { IMMOBILIZER_CODE_ALPHABET, IMMOBILIZER_CODE_LEAD_MINUTES, IMMOBILIZER_CODE_LENGTH } from '../../../contract/immobilizer.contract.ts';

export const generateCode = (): string =>
  Array.from({ length: IMMOBILIZER_CODE_LENGTH }, () => IMMOBILIZER_CODE_ALPHABET[randomInt(IMMOBILIZER_CODE_ALPHABET.length)]).join('');

/**
 * Codes are short, so a plain hash would fall to a search of every code; an HMAC under the
 * server's secret does not. The scope (a booking or a vehicle) keeps equal codes apart.
 */
export function createCodeHasher(secret: string) {
  const hash = (scope: string, code: string) => createHmac('sha256', secret).update(`${scope}:${code}`).digest('hex');
  return {
    hash,
    matches(scope: string, code: string, stored: string): boolean {
      const given = Buffer.from(hash(scope, code), 'hex');
      const expected = Buffer.from(stored, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type CodeHasher = ReturnType<typeof createCodeHasher>;

export const bookingScope = (bookingId: number) => `booking:${bookingId}`;
export const vehicleScope = (vehicleId: number) => `vehicle:${vehicleId}`;

const HOUR = 3_600_000;

/** DESIGN.md: from 1 h before the start until 4 h after confirmation or the end, whichever is later. */
export function codeWindow(booking: { startTime: Date; endTime: Date }, confirmedAt: Date) {
  return {
    validFrom: new Date(booking.startTime.getTime() - IMMOBILIZER_CODE_LEAD_MINUTES * 60_000),
    validUntil: new Date(Math.max(confirmedAt.getTime() + 4 * HOUR, booking.endTime.getTime())),
  };
}
