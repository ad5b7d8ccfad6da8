import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
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

/**
 * The member must be able to read their code again (in the app, later by e-mail or SMS), so it is
 * also kept sealed: AES-256-GCM under a key derived from the server's secret, bound to its
 * booking. A notice names the booking; the code is filled in only when its member reads it.
 */
export function createCodeSealer(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'medfleet', 'immobilizer code seal', 32));
  return {
    seal(bookingId: number, code: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(bookingScope(bookingId)));
      const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    /** The code, or null when it cannot be opened (another secret, another booking, tampered). */
    open(bookingId: number, sealed: string): string | null {
      try {
        const bytes = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12)).setAAD(Buffer.from(bookingScope(bookingId)));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type CodeSealer = ReturnType<typeof createCodeSealer>;

export const bookingScope = (bookingId: number) => `booking:${bookingId}`;
export const vehicleScope = (vehicleId: number) => `vehicle:${vehicleId}`;

const HOUR = 3_600_000;

/** docs/architecture.md: from 1 h before the start until 4 h after confirmation or the end, whichever is later. */
export function codeWindow(booking: { startTime: Date; endTime: Date }, confirmedAt: Date) {
  return {
    validFrom: new Date(booking.startTime.getTime() - IMMOBILIZER_CODE_LEAD_MINUTES * 60_000),
    validUntil: new Date(Math.max(confirmedAt.getTime() + 4 * HOUR, booking.endTime.getTime())),
  };
}
