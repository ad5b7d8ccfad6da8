import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http-errors.ts';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. No field of the
 * API means them; NUL cannot even be stored in a PostgreSQL text column (error 22021).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Why a text or a name holds what no field means, or null. Text that is not well formed holds half
 * of a UTF-16 surrogate pair without its other half, no character at all: JSON may escape one
 * (`"\ud800"`), but PostgreSQL refuses it inside JSON (a booking's new row is sent as JSON).
 */
function unsafeText(text: string): string | null {
  if (CONTROL_CHARACTER.test(text)) return 'control characters such as NUL';
  if (!text.isWellFormed()) return 'half of a surrogate pair (text that is not Unicode)';
  return null;
}

/** Deeper JSON than any payload of the API; a deeper one is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 16;

/**
 * Where a request's input holds text no field means, or nests too deep: `body.notes` and why,
 * or null. Walks without recursion, so no input can exhaust the stack.
 */
export function findUnsafeInput(value: unknown, root: string): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length) {
    const { value: item, path, depth } = stack.pop()!;
    if (typeof item === 'string') {
      const unsafe = unsafeText(item);
      if (unsafe) return `${path}: text must not contain ${unsafe}`;
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      if (depth >= MAX_INPUT_DEPTH) return `${path}: nested deeper than ${MAX_INPUT_DEPTH} levels`;
      for (const [key, child] of Object.entries(item)) {
        const unsafe = unsafeText(key);
        if (unsafe) return `${path}: a name must not contain ${unsafe}`;
        stack.push({ value: child, path: Array.isArray(item) ? `${path}[${key}]` : `${path}.${key}`, depth: depth + 1 });
      }
    }
  }
  return null;
}

/**
 * One gate in front of every route's validation: control characters or lone surrogates in any
 * text of the path, the query or the body, and JSON nested past MAX_INPUT_DEPTH, are a 400 before a schema, a
 * service or the database sees them. Contract schemas then only need to say what a field is.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem = findUnsafeInput(request.params, 'params') ?? findUnsafeInput(request.query, 'query') ?? findUnsafeInput(request.body, 'body');
    if (problem) throw badRequest(`Invalid request: ${problem}`, 'UNSAFE_INPUT');
  });
}
