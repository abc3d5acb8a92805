import fc from 'fast-check';
import type { RouteAccess, RouteCatalogEntry } from '../../src/platform/access/route-access';
import type { TestUser } from '../factories';
import { freshIp } from '../auth-flow';
import {
  edgeValues,
  fuzzedValue,
  jsonSchemaOf,
  junk,
  nastyText,
  requiredInputKeys,
  TEXT_EDGES,
  validValue,
  type FuzzContext,
  type Json,
} from './schema-arbitrary';

/** One generated request to a route: its URL with params and query, headers and raw body. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
  /** Who calls (null: anonymous); the test gives it a fresh session. */
  caller: TestUser | null;
}

/** What the generator needs of the world: the slugs to aim at, the users who may call. */
export interface FuzzWorld extends FuzzContext {
  tenantSlug: string;
  groupSlug: string;
  /** The caller a route's access lets in (an admin, a cashier, the group manager…). */
  callerFor(access: RouteAccess): TestUser | null;
}

/** A request before it is written out: what the generators and the probes change. */
interface Plan {
  params: Record<string, string>;
  query: Json;
  /** JSON for the body, or a raw payload (broken JSON) when `raw` is set. */
  body: Json | undefined;
  raw?: string;
  contentType: string;
  headers: Record<string, string>;
  caller: TestUser | null;
}

const text = (value: Json | undefined): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----meja',
  'application/json; charset=utf-16',
  'application/xml',
  'application/json, text/plain',
  '',
];

/** A body that is not JSON, or JSON no schema expects. */
const BAD_PAYLOADS = fc.constantFrom(
  '{',
  '{"items":',
  '[]',
  'null',
  '"text"',
  '\u0000',
  '{"a":1,"a":2}',
  '{"__proto__":{"isAdmin":true}}',
  '['.repeat(4000) + ']'.repeat(4000),
  JSON.stringify({ x: 'y'.repeat(300 * 1024) }),
);

/** Header values a client could send: printable, sometimes odd. */
const headerJunk = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
  fc.constantFrom('', ' ', 'x'.repeat(2000), 'ÿþ', '../'),
);

/**
 * The params of a URL pattern, each with the name to pick ids by: its own ('menuItemId'), or for a
 * bare ':id' the segment before it ('menu' of /menu/:id).
 */
export function urlParams(url: string): { name: string; hint: string }[] {
  const segments = url.split('/');
  return segments.flatMap((segment, index) => {
    if (!segment.startsWith(':')) return [];
    const name = segment.slice(1);
    return [{ name, hint: name === 'id' ? (segments[index - 1] ?? name) : name }];
  });
}

/** A route's URL params that lead somewhere: its tenant's or group's slug, ids that exist. */
function validParams(route: RouteCatalogEntry, world: FuzzWorld): fc.Arbitrary<Record<string, string>> {
  const schema = jsonSchemaOf(route.schema?.params);
  const model: Record<string, fc.Arbitrary<string>> = {};
  for (const { name, hint } of urlParams(route.url)) {
    const property = schema?.properties?.[name];
    model[name] =
      name === 'slug' || name === 'tenantSlug'
        ? fc.constant(world.tenantSlug)
        : name === 'groupSlug'
          ? fc.constant(world.groupSlug)
          : typeof property === 'object'
            ? validValue(property, world, hint).map(text)
            : nastyText;
  }
  return fc.record(model);
}

/** A request the route's schemas accept, from the caller its access lets in. */
function validPlan(route: RouteCatalogEntry, world: FuzzWorld): fc.Arbitrary<Plan> {
  const body = jsonSchemaOf(route.schema?.body);
  const query = jsonSchemaOf(route.schema?.querystring);
  return fc.record({
    params: validParams(route, world),
    query: query ? validValue(query, world) : fc.constant(null),
    body: HAS_BODY.has(route.method) && body ? validValue(body, world) : fc.constant(undefined),
    contentType: fc.constant('application/json'),
    headers: fc.constant<Record<string, string>>(
      route.access.kind === 'pos' ? { 'x-tenant-slug': world.tenantSlug } : {},
    ),
    caller: fc.constant(world.callerFor(route.access)),
  });
}

/** Everything else: one thing (or everything) broken, anonymous now and then, odd headers. */
function fuzzedPlan(route: RouteCatalogEntry, world: FuzzWorld): fc.Arbitrary<Plan> {
  const hasBody = HAS_BODY.has(route.method);
  const bodySchema = jsonSchemaOf(route.schema?.body);
  const querySchema = jsonSchemaOf(route.schema?.querystring);
  return fc
    .record({
      valid: validPlan(route, world),
      params: fc.option(fc.record({ which: fc.nat(), value: nastyText }), { nil: undefined, freq: 6 }),
      query: fc.oneof(
        { arbitrary: fuzzedValue(querySchema, world), weight: 2 },
        { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 3 }), weight: 1 },
      ),
      body: fc.oneof(
        { arbitrary: fuzzedValue(bodySchema, world).map((json) => ({ json, raw: undefined })), weight: 8 },
        { arbitrary: BAD_PAYLOADS.map((raw) => ({ json: undefined, raw })), weight: 1 },
      ),
      contentType: fc.oneof(
        { arbitrary: fc.constant('application/json'), weight: 8 },
        { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 2 },
      ),
      // One call in five is anonymous: the rest reach the handlers as a caller the route lets in.
      anonymous: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
      idempotencyKey: fc.option(fc.oneof(fc.uuid(), headerJunk), { nil: undefined }),
      tenantHeader: fc.option(headerJunk, { nil: undefined, freq: 4 }),
      replay: fc.option(fc.constantFrom('1', '0', 'yes'), { nil: undefined }),
      badAuthorization: fc.constantFrom(
        'Bearer ',
        'Bearer x',
        'Basic Zm9vOmJhcg==',
        `Bearer ${'a'.repeat(5000)}`,
      ),
    })
    .map((drawn): Plan => {
      const plan = { ...drawn.valid, params: { ...drawn.valid.params }, headers: { ...drawn.valid.headers } };
      const names = Object.keys(plan.params);
      const broken = drawn.params && names[drawn.params.which % Math.max(names.length, 1)];
      if (drawn.params && broken) plan.params[broken] = drawn.params.value;
      plan.query = drawn.query;
      if (hasBody) {
        plan.body = drawn.body.json;
        plan.raw = drawn.body.raw;
      }
      plan.contentType = drawn.contentType;
      if (drawn.anonymous) {
        plan.caller = null;
        plan.headers.authorization = drawn.badAuthorization;
      }
      if (hasBody && drawn.idempotencyKey !== undefined)
        plan.headers['idempotency-key'] = drawn.idempotencyKey;
      if (drawn.tenantHeader !== undefined && route.access.kind === 'pos')
        plan.headers['x-tenant-slug'] = drawn.tenantHeader;
      if (drawn.replay !== undefined) plan.headers['x-meja-replay'] = drawn.replay;
      return plan;
    });
}

function queryString(query: Json): string {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return '';
  const search = new URLSearchParams();
  for (const [key, entry] of Object.entries(query)) {
    for (const item of Array.isArray(entry) ? entry : [entry]) search.append(key, text(item));
  }
  const encoded = search.toString();
  return encoded === '' ? '' : `?${encoded}`;
}

/** Percent-encodes like encodeURIComponent, and a lone surrogate as the (invalid UTF-8) bytes a client could still send. */
function encodeLoosely(value: string): string {
  let encoded = '';
  for (const char of value) {
    const unit = char.codePointAt(0) ?? 0;
    const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
    encoded +=
      unit >= 0xd800 && unit <= 0xdfff
        ? bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('')
        : encodeURIComponent(char);
  }
  return encoded;
}

function written(route: RouteCatalogEntry, plan: Plan): FuzzRequest {
  let url = route.url;
  for (const [name, value] of Object.entries(plan.params))
    url = url.replace(`:${name}`, encodeLoosely(value));
  const hasBody = HAS_BODY.has(route.method);
  const headers = { ...plan.headers };
  const payload = !hasBody
    ? undefined
    : (plan.raw ?? (plan.body === undefined ? undefined : JSON.stringify(plan.body)));
  if (payload !== undefined && plan.contentType !== '') headers['content-type'] = plan.contentType;
  return {
    method: route.method,
    url: `${url}${queryString(plan.query)}`,
    headers,
    payload,
    remoteAddress: freshIp(),
    caller: plan.caller,
  };
}

/** A valid plan with only the required fields of its body and query: the likeliest to pass. */
export function minimalPlan(route: RouteCatalogEntry, world: FuzzWorld, seed: number): Plan | undefined {
  const [plan] = fc.sample(validPlan(route, world), { seed, numRuns: 1 });
  if (!plan) return undefined;
  const required = (schema: unknown, value: Json | undefined): Json | undefined => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const keep = requiredInputKeys(schema);
    return Object.fromEntries(Object.entries(value).filter(([key]) => keep.has(key)));
  };
  return {
    ...plan,
    body: required(route.schema?.body, plan.body),
    query: required(route.schema?.querystring, plan.query) ?? null,
  };
}

/** For each optional field of the body, a few values its schema accepts (to grow a passing plan). */
export function optionalBodyFields(route: RouteCatalogEntry, world: FuzzWorld, seed: number, tries: number) {
  const schema = jsonSchemaOf(route.schema?.body);
  const required = requiredInputKeys(route.schema?.body);
  return Object.entries(schema?.properties ?? {})
    .filter(([key, value]) => !required.has(key) && typeof value === 'object')
    .map(([key, value]) => ({
      field: key,
      values:
        typeof value === 'object' ? fc.sample(validValue(value, world, key), { seed, numRuns: tries }) : [],
    }));
}

/** The plan with one more body field. */
export function withBodyField(plan: Plan, field: string, value: Json): Plan {
  const body =
    plan.body !== null && typeof plan.body === 'object' && !Array.isArray(plan.body) ? plan.body : {};
  return { ...plan, body: { ...body, [field]: value } };
}

export function requestOf(route: RouteCatalogEntry, plan: Plan): FuzzRequest {
  return written(route, plan);
}

/** Requests the route should accept: tried first, so the probes start from one that passes. */
export function validRequests(route: RouteCatalogEntry, world: FuzzWorld, seed: number, count: number) {
  return fc
    .sample(validPlan(route, world), { seed, numRuns: count })
    .map((plan) => ({ plan, request: written(route, plan) }));
}

/** Generated requests, valid or broken in one place or throughout. */
export function requestArbitrary(route: RouteCatalogEntry, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  return fuzzedPlan(route, world).map((plan) => written(route, plan));
}

/**
 * Deterministic probes from a request that passes: each URL param, each body field and each query
 * field set in turn to each edge (numbers past every column, NUL, 10,000 characters), so a missing
 * bound is found on every run rather than by chance.
 */
export function edgeRequests(route: RouteCatalogEntry, base: Plan): FuzzRequest[] {
  const plans: Plan[] = [];
  for (const name of Object.keys(base.params)) {
    for (const value of [...TEXT_EDGES, '00000000-0000-0000-0000-000000000000', '%', '..'])
      plans.push({ ...base, params: { ...base.params, [name]: value } });
  }
  if (HAS_BODY.has(route.method) && base.body !== undefined) {
    for (const body of edgeValues(jsonSchemaOf(route.schema?.body), base.body)) plans.push({ ...base, body });
  }
  for (const query of edgeValues(jsonSchemaOf(route.schema?.querystring), base.query))
    plans.push({ ...base, query });
  return plans.map((plan) => written(route, plan));
}

export type { Plan as FuzzPlan };
