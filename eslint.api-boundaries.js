// The import directions of apps/api/src (docs/architecture.md § Module rules), as zones of
// import-x/no-restricted-paths: each zone forbids files under `target` to import from `from`.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const SRC = 'apps/api/src';

/**
 * Domain modules from the bottom up: a module imports only modules of lower layers (never one of
 * its own layer or above), and of those only what is not a repo or a presenter. A new module must
 * be placed here, or linting fails.
 */
export const API_MODULE_LAYERS = [
  ['audit', 'health', 'realtime', 'uploads', 'expenses', 'monitoring', 'platform-stats'],
  ['platform-settings', 'groups'],
  ['tenants', 'lifecycle', 'whatsapp'],
  ['auth'],
  ['menu', 'users', 'platform-tenants', 'platform-users'],
  ['sales'],
  ['inventory', 'orders'],
  ['payments', 'dashboard', 'payment-gateway', 'tables'],
  ['billing', 'diner-page', 'pos', 'reports'],
  ['group-branches', 'group-users', 'group-reports', 'marketing'],
];

const modulePath = (name) => `${SRC}/modules/${name}`;
/** What is composed above every layer: the app (and its group area's and console's routes), the entry point and the demo seed. */
const COMPOSITION = [`${SRC}/app.ts`, `${SRC}/group-and-console-routes.ts`, `${SRC}/main.ts`, `${SRC}/seed`];

function layerOf(name) {
  const index = API_MODULE_LAYERS.findIndex((layer) => layer.includes(name));
  if (index < 0) throw new Error(`eslint.api-boundaries.js: place the API module '${name}' in a layer`);
  return index;
}

export function apiBoundaryZones(root = '.') {
  const modules = readdirSync(join(root, SRC, 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const everythingBut = (name) => [
    `${SRC}/app.ts`,
    `${SRC}/group-and-console-routes.ts`,
    `${SRC}/main.ts`,
    `${SRC}/env.ts`,
    `${SRC}/seed`,
    `${SRC}/platform`,
    `${SRC}/providers`,
    `${SRC}/db`,
    ...modules.filter((other) => other !== name).map(modulePath),
  ];
  return [
    ...modules.map((name) => ({
      target: everythingBut(name),
      from: [`${modulePath(name)}/**/*.repo.ts`, `${modulePath(name)}/**/*.presenter.ts`],
      message: `A repo or presenter is private to its module (${name}): call ${name}'s service instead.`,
    })),
    ...modules.flatMap((name) => {
      const upward = modules.filter((other) => other !== name && layerOf(other) >= layerOf(name));
      return upward.length === 0
        ? []
        : [
            {
              target: modulePath(name),
              from: upward.map(modulePath),
              message: `'${name}' may only import modules of lower layers (eslint.api-boundaries.js).`,
            },
          ];
    }),
    {
      target: `${SRC}/platform`,
      from: [`${SRC}/modules`, ...COMPOSITION],
      message: 'platform/ never imports modules/ (nor the app or the seed).',
    },
    {
      target: `${SRC}/providers`,
      from: [`${SRC}/modules`, ...COMPOSITION],
      message: 'providers/ never imports modules/ (nor the app or the seed).',
    },
    {
      target: `${SRC}/db`,
      from: [`${SRC}/modules`, `${SRC}/platform`, `${SRC}/providers`, ...COMPOSITION],
      message: 'db/ imports nothing above it.',
    },
  ];
}
