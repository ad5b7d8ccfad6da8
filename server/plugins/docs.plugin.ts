import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas, with its viewer at /api/docs. */
export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'MedFleet API', version, description: 'Vehicle booking and live fleet tracking.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'medfleet_session' },
        },
      },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // Its files come from this server and its page keeps the app's own CSP (set on every answer):
  // no `https:` wildcard, no validator badge from another host.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false, uiConfig: { validatorUrl: null } });
}
