import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { errorBody, type ErrorCode } from '@meja/shared/contracts/common';
import { accessErrorCodes } from '../access/access-errors';
import type { RouteAccess } from '../access/route-access';
import { ERROR_CATALOGUE, type ErrorStatus } from '../errors';

export interface DocumentedRoute {
  url: string;
  access: RouteAccess | undefined;
  schema: FastifySchema | undefined;
  /** The codes the route's service can refuse with, beyond those derived here. */
  declared: readonly ErrorCode[] | undefined;
}

/**
 * Every code a route can answer with, in catalogue order: the guard's (by its access), VALIDATION and
 * PAYLOAD_TOO_LARGE for a route that takes input, NOT_FOUND for one that names a record in its
 * address, and those its service declares. INTERNAL, UNAVAILABLE and OVERLOADED can happen anywhere: they are
 * the document's `default` response.
 */
export function routeErrorCodes(route: DocumentedRoute): ErrorCode[] {
  const schema = route.schema;
  const codes = new Set<ErrorCode>(route.access ? accessErrorCodes(route.access) : []);
  if (schema?.body || schema?.params || schema?.querystring || schema?.headers) codes.add('VALIDATION');
  if (schema?.body) codes.add('PAYLOAD_TOO_LARGE');
  if (/\/:/.test(route.url)) codes.add('NOT_FOUND');
  for (const code of route.declared ?? []) codes.add(code);
  const order = Object.keys(ERROR_CATALOGUE);
  return [...codes].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

const ANYWHERE: readonly ErrorCode[] = ['INTERNAL', 'UNAVAILABLE', 'OVERLOADED'];

/** The error body as JSON Schema, its `code` narrowed to the given codes. */
function errorBodySchema(codes: readonly ErrorCode[]) {
  const schema = z.toJSONSchema(errorBody, { target: 'draft-2020-12', io: 'output' });
  // Open to more fields: a route's contract may extend the body (OTHER_TENANT names `tenantSlug`).
  const { $schema: _dialect, additionalProperties: _closed, ...rest } = schema;
  const properties = typeof rest.properties === 'object' ? rest.properties : {};
  return { ...rest, properties: { ...properties, code: { type: 'string', enum: [...codes] } } };
}

function describe(codes: readonly ErrorCode[]): string {
  return codes.map((code) => `${code}: ${ERROR_CATALOGUE[code].meaning}`).join('\n\n');
}

function response(codes: readonly ErrorCode[]) {
  return {
    description: describe(codes),
    content: {
      'application/json': {
        schema: errorBodySchema(codes),
        // The first code with its default message: what a client sees (the route may be more specific).
        example: codes[0] && { message: ERROR_CATALOGUE[codes[0]].message, code: codes[0] },
      },
    },
  };
}

/** The route's error responses by status (plus `default`), for its operation in the OpenAPI document. */
export function errorResponses(codes: readonly ErrorCode[]): Record<string, ReturnType<typeof response>> {
  const byStatus = new Map<ErrorStatus, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_CATALOGUE[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, ReturnType<typeof response>> = { default: response(ANYWHERE) };
  for (const [status, grouped] of byStatus) responses[String(status)] = response(grouped);
  return responses;
}
