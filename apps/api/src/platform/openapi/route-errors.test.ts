import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accessErrorCodes } from '../access/access-errors';
import { errorResponses, routeErrorCodes } from './route-errors';

const body = z.object({ name: z.string() });
const params = z.object({ slug: z.string() });

describe('accessErrorCodes', () => {
  it('gives a public route none', () => {
    expect(accessErrorCodes({ kind: 'public' })).toEqual([]);
  });

  it('gives a logged-in route 401, and the platform 401 and 403 (also for a temporary password)', () => {
    expect(accessErrorCodes({ kind: 'authenticated' })).toEqual(['UNAUTHENTICATED']);
    expect(accessErrorCodes({ kind: 'platform' })).toEqual([
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'PASSWORD_CHANGE_REQUIRED',
    ]);
  });

  it('adds the package refusal only to a section, and the standing unless blocked tenants may pass', () => {
    expect(accessErrorCodes({ kind: 'tenant' })).toEqual([
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'PASSWORD_CHANGE_REQUIRED',
      'NOT_FOUND',
      'TENANT_INACTIVE',
      'PLAN_BLOCKED',
    ]);
    expect(accessErrorCodes({ kind: 'tenant', section: 'menu', allowBlocked: true })).toEqual([
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'PASSWORD_CHANGE_REQUIRED',
      'NOT_FOUND',
      'PLAN_FEATURE',
    ]);
  });

  it("gives the POS the header's VALIDATION and the tenant's standing", () => {
    expect(accessErrorCodes({ kind: 'pos', roles: ['RESTAURANT_ADMIN'] })).toEqual([
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'PASSWORD_CHANGE_REQUIRED',
      'VALIDATION',
      'NOT_FOUND',
      'TENANT_INACTIVE',
      'PLAN_BLOCKED',
    ]);
  });
});

describe('routeErrorCodes', () => {
  it('gives a public route without input nothing (its INTERNAL and UNAVAILABLE are the default)', () => {
    expect(
      routeErrorCodes({
        url: '/api/v1/public/settings',
        access: { kind: 'public' },
        schema: {},
        declared: [],
      }),
    ).toEqual([]);
  });

  it('adds VALIDATION and PAYLOAD_TOO_LARGE for a body, NOT_FOUND for an address with a param', () => {
    expect(
      routeErrorCodes({
        url: '/api/v1/public/:tenantSlug/orders',
        access: { kind: 'public' },
        schema: { body, params },
        declared: undefined,
      }),
    ).toEqual(['VALIDATION', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE']);
    expect(
      routeErrorCodes({
        url: '/api/v1/public/x',
        access: { kind: 'public' },
        schema: { querystring: body },
        declared: [],
      }),
    ).toEqual(['VALIDATION']);
  });

  it('merges the declared codes without repeating one, in catalogue order', () => {
    expect(
      routeErrorCodes({
        url: '/api/v1/tenant/:slug/inventory',
        access: { kind: 'tenant', section: 'inventory', allowBlocked: true },
        schema: { params },
        declared: ['SKU_TAKEN', 'NOT_FOUND', 'RATE_LIMITED'],
      }),
    ).toEqual([
      'VALIDATION',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'PLAN_FEATURE',
      'PASSWORD_CHANGE_REQUIRED',
      'NOT_FOUND',
      'SKU_TAKEN',
      'RATE_LIMITED',
    ]);
  });

  it('works for a route without access or schema (the guard refuses those at start-up anyway)', () => {
    expect(
      routeErrorCodes({ url: '/x', access: undefined, schema: undefined, declared: ['SOLD_OUT'] }),
    ).toEqual(['SOLD_OUT']);
  });
});

describe('errorResponses', () => {
  it('groups the codes by their status, each response naming its codes, plus the default', () => {
    const responses = errorResponses(['FORBIDDEN', 'PLAN_FEATURE', 'SKU_TAKEN']);
    expect(Object.keys(responses).sort()).toEqual(['403', '409', 'default']);
    const forbidden = responses['403'];
    expect(forbidden?.description).toContain('FORBIDDEN: ');
    expect(forbidden?.description).toContain('PLAN_FEATURE: ');
    const json = forbidden?.content['application/json'];
    expect(json?.schema.properties.code).toEqual({ type: 'string', enum: ['FORBIDDEN', 'PLAN_FEATURE'] });
    expect(json?.schema.required).toEqual(['message', 'code']);
    expect(json?.schema).not.toHaveProperty('additionalProperties');
    expect(json?.example).toEqual({ message: 'Anda tidak memiliki akses.', code: 'FORBIDDEN' });
    expect(responses.default?.content['application/json'].schema.properties.code.enum).toEqual([
      'INTERNAL',
      'UNAVAILABLE',
      'OVERLOADED',
    ]);
  });

  it('has only the default for no codes', () => {
    expect(Object.keys(errorResponses([]))).toEqual(['default']);
  });
});
