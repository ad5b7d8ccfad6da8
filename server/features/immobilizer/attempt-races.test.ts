import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMOBILIZER_MAX_WRONG_CODES } from '../../../contract/immobilizer.contract.ts';
import { immobilizerAttempts, vehicles } from '../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Simultaneous requests need real concurrent connections: PGlite has one, so this runs on PostgreSQL (CI).
describe.skipIf(!process.env.DATABASE_URL)('twenty wrong immobilizer codes at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('count exactly five against the limit; the rest are refused as locked', async () => {
    const [vehicle] = await t.database.db.update(vehicles).set({ immobilizerEnabled: true }).where(eq(vehicles.vehicleNumber, 'A4')).returning();
    const admin = await t.login();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/ituran/vehicles/${vehicle!.id}/immobilizer/deactivate`,
          headers: bearer(admin),
          payload: { code: 'WRONG1' },
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 403)).toHaveLength(IMMOBILIZER_MAX_WRONG_CODES);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - IMMOBILIZER_MAX_WRONG_CODES);
    const outcomes = (await t.database.db.select().from(immobilizerAttempts).where(eq(immobilizerAttempts.vehicleId, vehicle!.id))).map((a) => a.outcome);
    expect(outcomes.filter((o) => o === 'wrong_code')).toHaveLength(IMMOBILIZER_MAX_WRONG_CODES);
    expect(outcomes.filter((o) => o === 'locked')).toHaveLength(20 - IMMOBILIZER_MAX_WRONG_CODES);
  });
});
