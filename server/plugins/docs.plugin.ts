import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { completeOpenApi } from './openapi-document.ts';

/** OpenAPI generated from the route schemas, with its viewer at /api/docs. */
export async function registerDocs(app: FastifyInstance, version: string, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'MedFleet API', version, description: 'Vehicle booking and live fleet tracking.', license: { name: 'Proprietary' } },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'medfleet_session' },
        },
      },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    transform: jsonSchemaTransform,
    // Servers, described tags, operationIds and typed nullable unions (Redocly lint: no errors).
    transformObject: (document) =>
      completeOpenApi(('openapiObject' in document ? document.openapiObject : document.swaggerObject) as Record<string, unknown>, publicUrl),
  });
  // Its files come from this server and its page keeps the app's own CSP (set on every answer):
  // no `https:` wildcard, no validator badge from another host.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false, uiConfig: { validatorUrl: null } });
}
