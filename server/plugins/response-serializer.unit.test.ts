import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const booking = z.object({ id: z.number(), vehicleWithdrawn: z.object({ kind: z.string(), at: z.string() }).nullable() });

describe('the compiled response serializer', () => {
  it('writes only the declared fields, also of a nullable object that carries one more than declared', () => {
    const write = responseSerializerCompiler({ check: false })(route(booking) as never) as (data: unknown) => string;
    const data = { id: 1, secret: 's', vehicleWithdrawn: { kind: 'rule', at: '2026-11-27T00:00:00.000Z', sourceId: 7 } };
    expect(JSON.parse(write(data))).toEqual({ id: 1, vehicleWithdrawn: { kind: 'rule', at: '2026-11-27T00:00:00.000Z' } });
    expect(JSON.parse(write({ id: 2, vehicleWithdrawn: null }))).toEqual({ id: 2, vehicleWithdrawn: null });
  });

  it('in the tests, writes every answer both ways and fails where they differ', () => {
    const write = responseSerializerCompiler({ check: true })(route(z.object({ n: z.number() })) as never) as (data: unknown) => string;
    expect(write({ n: 1 })).toBe('{"n":1}');
    expect(() => write({ n: 'one' })).toThrow();
  });

  it("builds a route's serializer on its first answer, once", () => {
    let reads = 0;
    const counted = { ...route(z.object({ n: z.number() })) };
    Object.defineProperty(counted, 'schema', { get: () => (reads++, z.object({ n: z.number() })) });
    const write = responseSerializerCompiler({ check: false })(counted as never) as (data: unknown) => string;
    expect(reads).toBe(0);
    expect(write({ n: 1 })).toBe('{"n":1}');
    const afterFirst = reads;
    expect(afterFirst).toBeGreaterThan(0);
    expect(write({ n: 2 })).toBe('{"n":2}');
    expect(reads).toBe(afterFirst);
  });
});
