import type { Endpoint } from '../../contract/endpoint.ts';

/** Fastify's route options of a declared endpoint: its method, its path and its schemas (docs/decisions/023). */
export function routeOf<const E extends Endpoint>(declared: E, fixed: Record<string, string> = {}) {
  const schema = {
    tags: [...declared.tags],
    summary: declared.summary,
    description: declared.description,
    params: declared.params as E['params'],
    querystring: declared.query as E['query'],
    body: declared.body as E['body'],
    response: declared.responses as E['responses'],
  };
  // Fastify and its OpenAPI generator read a present key as a schema: the absent ones are left out.
  for (const key of Object.keys(schema) as (keyof typeof schema)[]) if (schema[key] === undefined) delete schema[key];
  return {
    method: declared.method,
    // A parameter fixed by the configuration (the tracking provider's prefix) is not one of the request's.
    url: declared.path.replace(/:(\w+)/g, (whole, name: string) => fixed[name] ?? whole),
    schema,
  };
}
