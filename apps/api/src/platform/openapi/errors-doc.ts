import { ERROR_CODES, type ErrorCode } from '@meja/shared/contracts/common';
import { ERROR_CATALOGUE } from '../errors';

/** A code on more routes than this is summarised by its count (the document lists them all). */
const MAX_LISTED_ROUTES = 6;

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function routesCell(code: ErrorCode, routes: readonly string[]): string {
  if (code === 'INTERNAL' || code === 'UNAVAILABLE') return 'any';
  if (routes.length === 0) return '— (no route yet)';
  if (routes.length > MAX_LISTED_ROUTES) return `${routes.length} routes`;
  return routes.map((route) => `\`${route}\``).join('<br>');
}

/**
 * docs/errors.md: the catalogue (apps/api/src/platform/errors.ts) as a table for API clients, with
 * the routes of the OpenAPI document that list each code. A test keeps the file equal to this.
 */
export function renderErrorsDoc(routesByCode: ReadonlyMap<ErrorCode, readonly string[]>): string {
  const rows = ERROR_CODES.map((code) => {
    const entry = ERROR_CATALOGUE[code];
    const routes = routesCell(code, routesByCode.get(code) ?? []);
    return `| \`${code}\` | ${entry.status} | ${cell(entry.meaning)} | ${cell(entry.message)} | ${routes} |`;
  });
  return [
    '# API error codes',
    '',
    '<!-- Generated from apps/api/src/platform/errors.ts by apps/api/src/platform/openapi/openapi.test.ts:',
    '     UPDATE_ERROR_DOCS=1 npx vitest run --project api apps/api/src/platform/openapi -->',
    '',
    'Every refused request is answered with a JSON body `{ "message": string, "code": string }`, plus',
    '`fields` (a 400: each invalid input and its message) and `retryAfterSeconds` (a 429 or 503, also',
    'sent as the `Retry-After` header) where they apply.',
    '',
    '- `code` is stable: a client may rely on it, for instance to show its own language. A code is',
    '  never renamed or given another HTTP status; new codes may be added.',
    '- `message` is Indonesian, the text the screens show. It is the default below unless the route',
    '  gives a more specific one (which record was not found, which dish is sold out).',
    '- The HTTP status follows from the code. Each route of `/api/openapi.json` (reference at',
    '  `/api/docs`) lists the codes it can answer with under their status; `INTERNAL` and `UNAVAILABLE`',
    '  are its `default` response, as any route can meet them.',
    '',
    '| Code | HTTP | Meaning | Default message | Routes |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
