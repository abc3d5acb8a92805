import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '@meja/shared/contracts/common';
import { openTestContext } from '../../../test/harness';
import { ERROR_CATALOGUE } from '../errors';
import { renderErrorsDoc } from './errors-doc';
import { DOCS_PREFIX, OPENAPI_PATH } from './openapi';

const ctx = await openTestContext({ env: { TEST_CLOCK_HOOK: 'true', TEST_MAIL_HOOK: 'true' } });
afterAll(() => ctx.close());

const errorContent = z.object({
  'application/json': z.object({
    schema: z.object({ properties: z.object({ code: z.object({ enum: z.array(z.string()) }) }) }),
  }),
});
const operation = z.object({
  summary: z.string().optional(),
  tags: z.array(z.string()).optional(),
  responses: z.record(z.string(), z.object({ description: z.string(), content: z.unknown().optional() })),
});
const document = z.object({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

async function fetchJson(): Promise<unknown> {
  const response = await ctx.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const fetchDocument = async () => document.parse(await fetchJson());

function operationOf(doc: z.infer<typeof document>, method: string, url: string) {
  const path = url.replace(/:(\w+)/g, '{$1}');
  const found = doc.paths[path]?.[method.toLowerCase()];
  return found === undefined ? undefined : operation.parse(found);
}

/** The codes an operation documents, by status. */
function codesOf(op: z.infer<typeof operation>): Record<string, string[]> {
  const byStatus: Record<string, string[]> = {};
  for (const [status, response] of Object.entries(op.responses)) {
    const parsed = errorContent.safeParse(response.content);
    if (parsed.success) byStatus[status] = parsed.data['application/json'].schema.properties.code.enum;
  }
  return byStatus;
}

/** Each code the document lists (by any route), with the routes that list it. */
async function routesByCodeOf(doc: z.infer<typeof document>): Promise<Map<ErrorCode, string[]>> {
  const byCode = new Map<ErrorCode, string[]>();
  // The test-only routes (TEST_*_HOOK, never in production) are left out.
  for (const route of documentedRoutes().filter((r) => !r.url.startsWith('/api/v1/test/'))) {
    const op = operationOf(doc, route.method, route.url);
    if (!op) continue;
    for (const codes of Object.values(codesOf(op)))
      for (const listed of codes) {
        const code = ERROR_CODES.find((known) => known === listed);
        if (!code) throw new Error(`${route.method} ${route.url}: unknown code ${listed}`);
        byCode.set(code, [...(byCode.get(code) ?? []), `${route.method} ${route.url}`]);
      }
  }
  return byCode;
}

const documentedRoutes = () =>
  ctx.app.routeCatalog.filter((route) => route.method !== 'HEAD' && route.schema?.hide !== true);

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 by an independent validator', async () => {
    const raw = await fetchJson();
    expect(document.parse(raw).openapi).toBe('3.1.0');
    const result = await new Validator().validate(z.record(z.string(), z.unknown()).parse(raw));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has every route of the route table, each with a summary, a tag and its error responses', async () => {
    const doc = await fetchDocument();
    const routes = documentedRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const problems: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const op = operationOf(doc, route.method, route.url);
      if (!op) {
        problems.push(`${name}: not in the document`);
        continue;
      }
      if (!op.summary?.trim()) problems.push(`${name}: no summary (add schema.summary to the route)`);
      if (!op.tags?.length) problems.push(`${name}: no tag (add tagRoutes to its plugin)`);
      const codes = codesOf(op);
      if (!codes.default) problems.push(`${name}: no default error response`);
      for (const [status, listed] of Object.entries(codes)) {
        for (const code of listed) {
          const entry = Object.entries(ERROR_CATALOGUE).find(([known]) => known === code)?.[1];
          if (!entry) problems.push(`${name}: unknown code ${code}`);
          else if (status !== 'default' && String(entry.status) !== status)
            problems.push(`${name}: ${code} under ${status}, its status is ${entry.status}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("derives the guard's refusals from the access and adds the service's declared codes", async () => {
    const doc = await fetchDocument();
    const create = operationOf(doc, 'POST', '/api/v1/tenant/:slug/inventory');
    expect(create && codesOf(create)).toMatchObject({
      '400': ['VALIDATION'],
      '401': ['UNAUTHENTICATED'],
      '402': ['PLAN_BLOCKED'],
      '403': ['FORBIDDEN', 'PLAN_FEATURE', 'TENANT_INACTIVE', 'PASSWORD_CHANGE_REQUIRED'],
      '404': ['NOT_FOUND'],
      '409': ['SKU_TAKEN'],
      '413': ['PAYLOAD_TOO_LARGE'],
      default: ['INTERNAL', 'UNAVAILABLE', 'OVERLOADED'],
    });
    const settings = operationOf(doc, 'GET', '/api/v1/public/settings');
    expect(settings && Object.keys(codesOf(settings))).toEqual(['default']);
  });

  it('lists only known codes, and every code is used by some route or by the error handler', async () => {
    const routesByCode = await routesByCodeOf(await fetchDocument());
    expect([...routesByCode.keys()].filter((code) => !ERROR_CODES.some((known) => known === code))).toEqual(
      [],
    );
    const unused = ERROR_CODES.filter((code) => !routesByCode.has(code));
    expect(unused).toEqual([]);
  });
});

describe('docs/errors.md', () => {
  it('is the catalogue with the routes of the document (UPDATE_ERROR_DOCS=1 rewrites it)', async () => {
    const file = path.resolve(import.meta.dirname, '../../../../../docs/errors.md');
    const routesByCode = await routesByCodeOf(await fetchDocument());
    const expected = await format(renderErrorsDoc(routesByCode), {
      ...(await resolveConfig(file)),
      filepath: file,
    });
    if (process.env.UPDATE_ERROR_DOCS === '1') await writeFile(file, expected);
    expect(await readFile(file, 'utf8')).toBe(expected);
  });
});

describe('the interactive reference', () => {
  it('is served at /api/docs without a session, with its assets from this server', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/https?:\/\//);
    const initializer = await ctx.app.inject({
      method: 'GET',
      url: `${DOCS_PREFIX}/static/swagger-initializer.js`,
    });
    expect(initializer.statusCode).toBe(200);
    const bundle = await ctx.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/static/swagger-ui-bundle.js` });
    expect(bundle.statusCode).toBe(200);
  });

  it('keeps the strict Content-Security-Policy: only our own scripts', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self';");
  });
});
