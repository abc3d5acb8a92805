import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries from a route's zod schema (through its JSON Schema): values the schema
 * accepts, so a request reaches the handler, and values that break it in one place — a wrong type,
 * a number beyond every column, a NUL byte, a very long string, a missing or an extra field.
 */
type JsonSchema = z.core.JSONSchema.JSONSchema;
export type Json = fc.JsonValue;

/** The fields a client must send (the input side: a field with a default is not required). */
export function requiredInputKeys(schema: unknown): Set<string> {
  if (!(schema instanceof z.ZodType)) return new Set();
  return new Set(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }).required ?? []);
}

export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  // The output side: what preprocessors (numbers typed as text, say) end with is valid input too.
  return z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
}

/** Where generated UUIDs come from: rows that exist, matched to the field's name ('menuItemId', 'id' of /menu/:id). */
export interface FuzzContext {
  idsFor(field: string): readonly string[];
}

const SHORT = 24;

/** Text that stresses a database or a parser. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: SHORT }),
  fc.string({ unit: 'binary', maxLength: SHORT }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '💥',
    'ß',
    "'; drop table orders; --",
    '../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
    'x'.repeat(10_000),
    '1e400',
    'NaN',
    '-0',
    '0x10',
  ),
);

/** Numbers beyond what any column holds, and the edges of JavaScript's. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    0.5,
    1e9,
    1e10,
    1e15,
    9.3e18,
    2 ** 31,
    2 ** 53,
    2 ** 63,
    -(2 ** 63),
    1e308,
    -1e308,
    Number.MIN_VALUE,
    Number.MAX_SAFE_INTEGER,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any value of the wrong kind for some field. */
export const junk: fc.Arbitrary<Json> = fc.oneof(
  nastyText,
  nastyNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }, '1', 'true'),
  fc.jsonValue({ maxDepth: 2 }),
);

function strings(schema: JsonSchema, ctx: FuzzContext, field: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid') {
    const ids = ctx.idsFor(field);
    return ids.length > 0
      ? fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 4 }, fc.uuid({ version: 7 }))
      : fc.uuid({ version: 7 });
  }
  if (schema.format === 'email')
    return fc.stringMatching(/^[a-z]{1,8}$/).map((name) => `${name}.${Date.now()}@meja.test`);
  if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$')
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((day) => day.toISOString().slice(0, 10));
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true, min: new Date('2000-01-01') }).map((d) => d.toISOString());
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? SHORT, SHORT));
  // Plain words pass the refinements JSON Schema cannot carry (a URL, a phone…) more often than noise.
  const words = fc
    .stringMatching(/^[A-Za-z][A-Za-z0-9 ]*$/)
    .filter((word) => word.length >= minLength && word.length <= maxLength);
  const options = [
    { arbitrary: words, weight: 3 },
    { arbitrary: fc.string({ minLength, maxLength }), weight: 1 },
  ];
  // '' is what a form sends for a field left empty, and it passes where a URL or a number is expected.
  return minLength === 0
    ? fc.oneof(...options, { arbitrary: fc.constant(''), weight: 4 })
    : fc.oneof(...options);
}

function numbers(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  const min = schema.minimum ?? exclusiveMin ?? -1e6;
  const max = schema.maximum ?? exclusiveMax ?? 1e6;
  const edges = [schema.minimum, schema.maximum].filter((edge) => edge !== undefined);
  // Small whole numbers ≥ 0 mostly (quantities and prices), which refinements rarely refuse.
  const low = Math.max(Math.ceil(min), exclusiveMin === 0 ? 1 : 0);
  const small = fc.integer({ min: low, max: Math.max(low, Math.floor(Math.min(max, 1000))) });
  const inside = integer
    ? fc.integer({ min: Math.ceil(Math.max(min, -1e15)), max: Math.floor(Math.min(max, 1e15)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: true, maxExcluded: true });
  return fc.oneof(
    { arbitrary: small, weight: 4 },
    { arbitrary: inside, weight: 1 },
    ...(edges.length > 0 ? [{ arbitrary: fc.constantFrom(...edges), weight: 1 }] : []),
  );
}

/** Values the schema accepts (as far as its JSON Schema says: refinements are not in it). */
export function validValue(schema: JsonSchema, ctx: FuzzContext, field = '', depth = 0): fc.Arbitrary<Json> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validValue(s, ctx, field, depth + 1)));
  switch (typeOf(schema)) {
    case 'string':
      return strings(schema, ctx, field);
    case 'integer':
      return numbers(schema, true);
    case 'number':
      return numbers(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : {};
      // At least one item where allowed, so the item's own fields are reached and mutated.
      const minLength = Math.min(Math.max(schema.minItems ?? 0, 1), schema.maxItems ?? 1);
      return fc.array(validValue(items, ctx, field, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 2, 2)),
      });
    }
    case 'object':
      return objectValue(schema, ctx, depth);
    default:
      return junk;
  }
}

/** The schema's type; for a nullable or a union, the first alternative's that is not null. */
function typeOf(schema: JsonSchema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const alternatives = (schema.anyOf ?? schema.oneOf ?? []).map(typeOf);
  return [...types, ...alternatives].find((type) => type !== undefined && type !== 'null');
}

function itemsOf(schema: JsonSchema): JsonSchema | null {
  return typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : null;
}

function propertiesOf(schema: JsonSchema): [string, JsonSchema][] {
  return Object.entries(schema.properties ?? {}).map(([key, value]) => [
    key,
    typeof value === 'object' ? value : {},
  ]);
}

function objectValue(schema: JsonSchema, ctx: FuzzContext, depth: number): fc.Arbitrary<Json> {
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<Json>> = {};
  for (const [key, value] of propertiesOf(schema)) {
    // A field JSON Schema cannot describe (a transform's output) is left out when it may be.
    const described = typeOf(value) !== undefined || value.enum !== undefined || value.const !== undefined;
    if (described || required.has(key)) model[key] = validValue(value, ctx, key, depth + 1);
  }
  return fc
    .record(model, { requiredKeys: [...required].filter((key) => key in model) })
    .map((value): Json => ({ ...value }));
}

/** One path into a value and what to do there. */
type Mutation =
  | { kind: 'replace'; path: string[]; value: Json }
  | { kind: 'drop'; path: string[] }
  | { kind: 'extra'; path: string[]; key: string; value: Json };

/** The paths of a schema's fields (for mutations), each with its own schema, to a small depth. */
function fieldPaths(schema: JsonSchema, prefix: string[] = [], depth = 0): [string[], JsonSchema][] {
  if (depth > 4) return [];
  const paths: [string[], JsonSchema][] = [];
  for (const [key, value] of propertiesOf(schema)) {
    const path = [...prefix, key];
    paths.push([path, value]);
    if (typeOf(value) === 'object') paths.push(...fieldPaths(value, path, depth + 1));
    const items = typeOf(value) === 'array' ? itemsOf(value) : null;
    if (items && typeOf(items) === 'object') paths.push(...fieldPaths(items, [...path, '0'], depth + 1));
    else if (items) paths.push([[...path, '0'], items]);
  }
  return paths;
}

/** Junk of the kind that hurts a field of this type most: numbers for numbers, text for text. */
function junkFor(schema: JsonSchema): fc.Arbitrary<Json> {
  const type = typeOf(schema);
  if (type === 'number' || type === 'integer')
    return fc.oneof({ arbitrary: nastyNumber, weight: 3 }, { arbitrary: junk, weight: 1 });
  if (type === 'string') return fc.oneof({ arbitrary: nastyText, weight: 3 }, { arbitrary: junk, weight: 1 });
  return junk;
}

function applyMutation(value: Json, mutation: Mutation): Json {
  const copy: Json = structuredClone(value);
  const parentPath = mutation.kind === 'extra' ? mutation.path : mutation.path.slice(0, -1);
  let parent: Json = copy;
  for (const key of parentPath) {
    const next: Json | undefined = Array.isArray(parent)
      ? parent[Number(key)]
      : parent !== null && typeof parent === 'object'
        ? parent[key]
        : undefined;
    if (next === undefined || next === null || typeof next !== 'object') return copy;
    parent = next;
  }
  if (parent === null || typeof parent !== 'object') return copy;
  const last = mutation.path[mutation.path.length - 1] ?? '';
  if (Array.isArray(parent)) {
    if (mutation.kind === 'replace') parent[Number(last)] = mutation.value;
    return copy;
  }
  if (mutation.kind === 'replace') parent[last] = mutation.value;
  if (mutation.kind === 'drop') Reflect.deleteProperty(parent, last);
  // defineProperty, so '__proto__' becomes a key of the JSON rather than the object's prototype.
  if (mutation.kind === 'extra')
    Object.defineProperty(parent, mutation.key, { value: mutation.value, enumerable: true, writable: true });
  return copy;
}

/**
 * Mostly-valid values with one thing broken, whole-value junk, and (one case in four) a valid value.
 */
export function fuzzedValue(schema: JsonSchema | null, ctx: FuzzContext, field = ''): fc.Arbitrary<Json> {
  if (!schema) return junk;
  const valid = validValue(schema, ctx, field);
  const fields = fieldPaths(schema);
  if (fields.length === 0)
    return fc.oneof({ arbitrary: valid, weight: 2 }, { arbitrary: junkFor(schema), weight: 1 });
  const paths = fields.map(([path]) => path);
  const replace = fc.oneof(
    ...fields.map(([path, fieldSchema]) =>
      junkFor(fieldSchema).map((value): Mutation => ({ kind: 'replace', path, value })),
    ),
  );
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { arbitrary: replace, weight: 6 },
    {
      arbitrary: fc.record({ kind: fc.constant('drop' as const), path: fc.constantFrom(...paths) }),
      weight: 1,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('extra' as const),
        path: fc.constantFrom([], ...paths),
        key: fc.constantFrom('__proto__', 'constructor', 'tenantId', 'price', 'x'.repeat(300), '\u0000'),
        value: junk,
      }),
      weight: 1,
    },
  );
  return fc.oneof(
    { arbitrary: valid, weight: 2 },
    { arbitrary: fc.tuple(valid, mutation).map(([value, m]) => applyMutation(value, m)), weight: 6 },
    { arbitrary: junk, weight: 1 },
  );
}

/** Numbers past every column (numeric(14,4), numeric(18,4), integer, bigint) and below every floor. */
const OVERFLOWS = [1e10, 1e14, 2 ** 31, 9.3e18, 2 ** 63, 1e308, -9.3e18, -1, 0.00001];
export const TEXT_EDGES = ['\u0000', 'x'.repeat(10_000), ' '];

/**
 * Deterministic probes: `base` (a value that passed) with each numeric field set to each overflow
 * and each text field to each edge, so a missing bound is found every run, not by chance.
 */
export function edgeValues(schema: JsonSchema | null, base: Json): Json[] {
  if (!schema) return [];
  const probes: Json[] = [];
  for (const [path, fieldSchema] of fieldPaths(schema)) {
    const type = typeOf(fieldSchema);
    // A field JSON Schema cannot describe (a preprocessed or transformed value) gets every edge.
    const values =
      type === 'number' || type === 'integer'
        ? OVERFLOWS
        : type === 'string'
          ? TEXT_EDGES
          : type === undefined
            ? [...OVERFLOWS, ...TEXT_EDGES]
            : [];
    for (const value of values) probes.push(applyMutation(base, { kind: 'replace', path, value }));
  }
  return probes;
}
