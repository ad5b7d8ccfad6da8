/**
 * One endpoint of the API, declared once: the server registers its route from it
 * (server/plugins/route-of.ts) and the web calls it through it (web/lib/api.ts), so a renamed
 * path or field fails the typecheck on both sides (docs/decisions/023).
 */
import type { z } from 'zod';
import './zod-messages.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: Method;
  /** Fastify's form: `:name` for a path parameter. */
  path: `/api/${string}`;
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** JSON answers by status; an answer that is a file or a stream is described in server/plugins/openapi-document.ts. */
  responses?: Partial<Record<number, z.ZodType>>;
}

/** Declares an endpoint, keeping every schema's own type. */
export const endpoint = <const E extends Endpoint>(declared: E): E => declared;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** The names of a path's parameters: `/api/:provider/vehicles/:id` → 'provider' | 'id'. */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path's parameters, as its schema takes them (a parameter fixed by the server's configuration has none). */
type ParamsInput<E extends Endpoint> = Record<PathParams<E['path']>, string | number> & (E['params'] extends z.ZodType ? InputOf<E['params']> : unknown);

/** What a call sends: the path's parameters, the query and the body, each as its schema takes it. */
export type CallInput<E extends Endpoint> = ([PathParams<E['path']>] extends [never] ? unknown : { params: ParamsInput<E> }) &
  (E['query'] extends z.ZodType ? { query?: InputOf<E['query']> } : unknown) &
  (E['body'] extends z.ZodType ? { body: InputOf<E['body']> } : unknown);

type SuccessStatus = 200 | 201 | 202;
type Responses<E extends Endpoint> = NonNullable<E['responses']>;
type SuccessSchema<E extends Endpoint> = Responses<E>[Extract<keyof Responses<E>, SuccessStatus>];

/** What a successful call answers: its 2xx schema's output (nothing for 204). */
export type Answer<E extends Endpoint> = SuccessSchema<E> extends z.ZodType ? z.output<SuccessSchema<E>> : void;

/** The schema a successful answer is read with, if it is JSON. */
export function answerSchema(declared: Endpoint): z.ZodType | undefined {
  const responses = declared.responses ?? {};
  return responses[200] ?? responses[201] ?? responses[202];
}

/** The endpoint's address with its parameters filled in and the query's set values after it. */
/** What a path parameter or a query value may be. */
type Value = string | number | boolean;

export function pathOf(
  declared: Pick<Endpoint, 'path'>,
  params: Record<string, Value | undefined> = {},
  query: Record<string, Value | readonly Value[] | null | undefined> = {},
): string {
  const path = declared.path.replace(/:(\w+)/g, (whole, name: string) => (params[name] === undefined ? whole : encodeURIComponent(String(params[name]))));
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) =>
      value === undefined || value === null || value === '' ? [] : (Array.isArray(value) ? value : [value]).map((v) => [name, String(v)]),
    ),
  ).toString();
  return search ? `${path}?${search}` : path;
}
