import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document at /api/docs/json and its UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Zeichnungsplattform API',
        version: '1.9.1',
        description:
          'API der White-Label-Plattform für Emission und Zeichnung von Finanzprodukten. Fehler antworten als ' +
          'application/problem+json (RFC 9457) mit deutschem `detail` und bei Validierungsfehlern `errors` je Feld. ' +
          'Listen sind seitenweise (10 je Seite): `{count, next, previous, results}`.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
