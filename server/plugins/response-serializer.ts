import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Compiled = (data: unknown) => string;

/**
 * Answers are written by a serializer compiled once per route from its response schema
 * (fast-json-stringify from the schema's JSON Schema: only the declared fields leave, as with
 * the schema itself), not by parsing every answer with zod and stringifying the result, which
 * was the largest part of a small authenticated request (docs/decisions/026). A schema that JSON
 * Schema cannot say keeps zod's serializer. With `check` (the tests) each answer is written both
 * ways and a difference is an error naming the route, so the suite proves the two agree.
 */
export function responseSerializerCompiler({ check }: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  // Built on a route's first answer, not at start: most routes of a process never answer, and
  // compiling all of them took 0.8 s of every start and their code stayed in memory.
  return (route) => {
    let serialize: Compiled | undefined;
    return (data) => (serialize ??= serializerOf(route, check))(data);
  };
}

function serializerOf(route: Parameters<FastifySerializerCompiler<z.ZodType>>[0], check: boolean): Compiled {
  const viaZod = zodSerializerCompiler(route) as Compiled;
  const fast = compiled(route.schema);
  if (!fast) return viaZod;
  if (!check) return fast;
  return (data) => {
    const expected = viaZod(data);
    const written = fast(data);
    if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(`The compiled serializer of ${route.method} ${route.url} wrote ${written.slice(0, 300)} where zod wrote ${expected.slice(0, 300)}`);
    }
    return expected;
  };
}

function compiled(schema: unknown): Compiled | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    const json = z.toJSONSchema(schema, {
      io: 'output',
      unrepresentable: 'throw',
      target: 'draft-7',
      // fast-json-stringify writes only the declared fields anyway; `additionalProperties: false` would
      // make it refuse (throw on) a nullable object that carries one more field than declared, which
      // zod strips: it picks a branch of a union by validating the value against it.
      override: ({ jsonSchema }) => {
        if (jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
      },
    });
    return fastJson(json as never) as Compiled;
  } catch {
    return undefined;
  }
}
