import { createHash, createHmac, randomBytes } from 'node:crypto';

/** How a tracker's secret is stored: only its SHA-256, like a password that is random and long. */
export const hashTrackerSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Lower-case letters and digits without look-alikes: an id a person can type into a tracker. */
const ID_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A fresh, unguessable tracker id and secret for a vehicle (Manage Vehicle, Security). */
export function newTrackerCredentials(): { trackerId: string; secret: string } {
  const id = [...randomBytes(12)].map((b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
  return { trackerId: `mf-${id}`, secret: randomBytes(24).toString('base64url') };
}

/**
 * The secret of a demo tracker (a3, als1…): derived from this installation's session secret, so
 * that the simulator knows it without storing it, and another installation's demo does not.
 */
export function demoTrackerSecret(sessionSecret: string, trackerId: string): string {
  return createHmac('sha256', sessionSecret).update(`demo-tracker:${trackerId}`).digest('base64url').slice(0, 32);
}
