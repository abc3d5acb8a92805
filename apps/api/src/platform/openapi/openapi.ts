import type { FastifyInstance, FastifySchema, onRouteHookHandler } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@meja/shared/contracts/common';
import { errorResponses, routeErrorCodes } from './route-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The codes the route's service can refuse with (the guard's and input's are derived). */
    errors?: readonly ErrorCode[];
  }
}

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';
const SERVES_DOCS = 'servesApiReference';

/** Gives every route of the plugin it is added to (`app.addHook('onRoute', …)`) its module's tag. */
export function tagRoutes(tag: string): onRouteHookHandler {
  return (route) => {
    route.schema = { ...route.schema, tags: [tag] };
  };
}

/**
 * The reference's own routes (added by @fastify/swagger-ui, which takes no route config) are public,
 * known by the context that adds them. Call before the access guard: its check runs after this.
 */
export function markReferenceRoutesPublic(app: FastifyInstance): void {
  app.addHook('onRoute', function publicReference(route) {
    if (this.hasDecorator(SERVES_DOCS) && !route.config?.access) {
      route.config = { ...route.config, access: { kind: 'public' } };
    }
  });
}

/**
 * The OpenAPI 3.1 document built from the routes' zod schemas (`/api/openapi.json`) and its
 * interactive reference (`/api/docs`, Swagger UI served from the package: nothing from a CDN).
 * Register after the access guard and before any route: @fastify/swagger collects routes as they
 * are added. The reference's routes are hidden from the document.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Meja API',
        version: '1',
        description:
          'The API of Meja, the restaurant platform. Errors are `{message, code}`: `code` is stable ' +
          '(see docs/errors.md), `message` is the Indonesian text for the screen.',
      },
    },
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      const { route } = document;
      const codes = routeErrorCodes({
        url: route.url,
        access: route.config?.access,
        schema: route.schema,
        declared: route.config?.errors,
      });
      const schema: FastifySchema = transformed.schema ?? {};
      const declared = typeof schema.response === 'object' && schema.response !== null ? schema.response : {};
      return { ...transformed, schema: { ...schema, response: { ...errorResponses(codes), ...declared } } };
    },
  });

  await app.register(async (docs) => {
    docs.decorate(SERVES_DOCS, true);
    await docs.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      // The online validator's badge would call a third-party host.
      uiConfig: { validatorUrl: null, deepLinking: true },
      theme: { title: 'Meja API reference' },
    });
  });

  app.get(
    OPENAPI_PATH,
    {
      config: { access: { kind: 'public' } },
      schema: { summary: 'This OpenAPI 3.1 document', tags: ['docs'] },
    },
    async () => app.swagger(),
  );
}
