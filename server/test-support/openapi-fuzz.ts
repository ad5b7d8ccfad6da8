import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/**
 * Every operation of the OpenAPI document survives malformed input: for each route a bounded set of
 * generated requests (wrong types, NUL bytes, huge and negative numbers, far dates, megabyte strings,
 * deep JSON), and not one may answer 5xx. The generator is seeded: a failure names the request, and
 * the same run finds it again. One file per caller (server/plugins/openapi-fuzz.*.test.ts), each on
 * an app of its own, so the three run side by side.
 */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  format?: string;
  enum?: unknown[];
  minimum?: number;
  pattern?: string;
}
interface Operation {
  parameters?: { name: string; in: 'path' | 'query'; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** Values no field of this API can mean, one of each kind. */
const BAD_TEXT = ['\u0000', 'a\u0000b', 'x'.repeat(1024 * 1024), '9999-12-31', '9999-12-31T23:59:59Z', '-1', '1e308', '💥'.repeat(1000), ''];
const BAD_NUMBERS = [2 ** 63, -(2 ** 63), 1e308, -1, 0, 1.5, Number.MAX_SAFE_INTEGER + 2];
const BAD_PATH = ['abc', '-1', '0', '1.5', '9223372036854775808', '%00', 'x'.repeat(2000), '1e308', '..%2F..%2Fetc%2Fpasswd'];
const MALFORMED_MULTIPART = [
  'garbage',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
  '--x\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\n\xff\xd8',
];
const BAD_QUERY = ['%00', '9999-12-31', '0001-01-01', '-1', '9223372036854775808', 'x'.repeat(20_000), '[]', 'true'];

function deep(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = { a: [value] };
  return value;
}

/** A wrong value for a field of this schema: of another type, or of its type but out of any range. */
function wrongValue(schema: Schema | undefined, pick: <T>(list: T[]) => T): unknown {
  const type = [schema?.type ?? schema?.anyOf?.[0]?.type].flat()[0];
  const candidates: unknown[] = [null, [], {}, true, deep(50), ...BAD_NUMBERS, ...BAD_TEXT];
  if (type === 'string') return pick([...BAD_TEXT, 'text with a NUL \u0000 inside', 'text with a NUL \u0000 inside', 42, [], {}, null]);
  if (type === 'number' || type === 'integer') return pick([...BAD_NUMBERS, '12', 'abc', null, []]);
  if (type === 'boolean') return pick(['true', 1, null, {}]);
  if (type === 'array') return pick([[null], Array.from({ length: 10_000 }, () => 'x'), 'x', [deep(30)], [BAD_TEXT[0]]]);
  return pick(candidates);
}

/** A value the field would take, so that one wrong field next to it reaches as deep as it can. */
function plausibleValue(schema: Schema | undefined, name = ''): unknown {
  const option = schema?.anyOf?.find((o) => o.type !== 'null') ?? schema;
  if (option?.enum) return option.enum[0];
  const type = [option?.type].flat()[0];
  if (type === 'integer' || type === 'number') return name === 'bookingId' ? null : Math.max(1, option?.minimum ?? 1);
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  if (type === 'object') return Object.fromEntries(Object.entries(option?.properties ?? {}).map(([k, v]) => [k, plausibleValue(v)]));
  // A window a few days ahead, its end an hour after its start; incidents in the past.
  if (option?.format === 'date-time')
    return new Date(Date.now() + (/incident/i.test(name) ? -3_600_000 : 5 * 86_400_000 + (/end/i.test(name) ? 3_600_000 : 0))).toISOString();
  if (option?.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-12-01';
  return 'A plausible value of some length';
}

/**
 * The body as JSON text: plausible fields with one wrong (so the wrong one reaches the service
 * and the database), every field wrong, or a wrong whole (100,000 levels deep, say).
 */
function badBody(schema: Schema | undefined, pick: <T>(list: T[]) => T): string {
  const shape = pick(['one', 'one', 'one', 'all', 'whole'] as const);
  if (shape === 'whole' || !schema?.properties)
    return pick(['[]', '"text"', 'null', '42', '['.repeat(100_000) + ']'.repeat(100_000), '{"\\u0000":1}', '{"a":']);
  const fields = Object.entries(schema.properties);
  const body: Record<string, unknown> = Object.fromEntries(
    fields.map(([name, field]) => [name, shape === 'all' ? wrongValue(field, pick) : plausibleValue(field, name)]),
  );
  if (shape === 'one' && fields.length) {
    const [name, field] = pick(fields);
    body[name] = wrongValue(field, pick);
  }
  return JSON.stringify(body);
}

function requestsFor(path: string, method: string, operation: Operation, count: number, seed: number) {
  const next = seededRandom(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)]!;
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const requests = Array.from({ length: count }, () => {
    const url = path.replace(/\{(\w+)\}/g, () => pick(BAD_PATH));
    const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => `${encodeURIComponent(p.name)}=${pick(BAD_QUERY)}`);
    const body = method === 'get' || method === 'delete' ? undefined : badBody(bodySchema, pick);
    return { method: method.toUpperCase(), url: query.length ? `${url}?${query.join('&')}` : url, body, contentType: 'application/json' };
  });
  // A form cut off mid-part: every route that takes a body meets a multipart parser too.
  if (method === 'post' || method === 'put' || method === 'patch') {
    requests.push({
      method: method.toUpperCase(),
      url: path.replace(/\{(\w+)\}/g, '1'),
      body: pick(MALFORMED_MULTIPART),
      contentType: 'multipart/form-data; boundary=x',
    });
  }
  // An operation that takes nothing (no path, query or body) would be sent the same request 16 times.
  return [...new Map(requests.map((request) => [JSON.stringify(request), request])).values()];
}

/** Routes whose answer is held open by design: only their refusals are fuzzed. */
const HELD_OPEN = new Set(['/api/vehicles/tracking/stream', '/api/user/notifications/stream']);
/** Calls that end the caller's own session, so the rest of the run would fuzz only the gate. */
const ENDS_SESSION = new Set(['POST /api/auth/logout']);
const PER_ROUTE = 16;

/** The fuzz of every operation as `who`, on an app of its own: the describe block of one test file. */
export function fuzzEveryOperation(who: 'anonymous' | 'member' | 'admin'): void {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => t.close());

  describe('malformed requests to every operation of the OpenAPI document', () => {
    it(
      `as ${who}: not one 5xx, and the app still answers`,
      async () => {
        const token = who === 'anonymous' ? null : await t.login(who === 'member' ? 'emt@medfleet.test' : undefined);
        const failures: string[] = [];
        let sent = 0;
        for (const [path, methods] of Object.entries(document.paths)) {
          for (const [method, operation] of Object.entries(methods)) {
            if (ENDS_SESSION.has(`${method.toUpperCase()} ${path}`) && token) continue;
            const seed = [...`${who} ${method} ${path}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7);
            for (const request of requestsFor(path, method, operation, PER_ROUTE, seed)) {
              const response = await t.app.inject({
                method: request.method as 'GET',
                url: request.url,
                headers: { ...(token ? bearer(token) : {}), ...(request.body === undefined ? {} : { 'content-type': request.contentType }) },
                ...(request.body === undefined ? {} : { payload: request.body }),
                ...(HELD_OPEN.has(path) ? { payloadAsStream: true } : {}),
              });
              if (HELD_OPEN.has(path)) response.stream().destroy();
              sent++;
              if (response.statusCode >= 500)
                failures.push(
                  `${response.statusCode} ${request.method} ${request.url.slice(0, 200)} ${request.body?.slice(0, 200)}: ${response.body.slice(0, 200)}`,
                );
            }
          }
        }
        expect(failures).toEqual([]);
        expect(sent).toBeGreaterThan(500);
        expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      },
      // Over 500 requests one after another, PDFs and images among them: ~15 s here, more on a busy CI machine.
      90_000,
    );
  });
}
