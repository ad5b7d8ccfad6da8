/**
 * PostgreSQL's answers that services turn into 409s and retries: the one part of the database a
 * service may know (the boundary rules in eslint.config.js).
 */

/** The PostgreSQL error code of a failed query (Drizzle wraps the driver's error). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
export const FOREIGN_KEY_VIOLATION = '23503';
export const EXCLUSION_VIOLATION = '23P01';
export const UNIQUE_VIOLATION = '23505';
export const DEADLOCK_DETECTED = '40P01';
