// The lint rules of issue 13 fail on what they forbid (and only on that): run on probe sources
// placed where the rules apply, through ESLint's own API and the repository's eslint.config.js.
import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';

// Loading ESLint with the TypeScript resolvers and following imports for no-cycle takes seconds,
// more on a busy machine: more than vitest's 5 s default.
vi.setConfig({ testTimeout: 60_000 });

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
const RULES_UNDER_TEST = new Set([
  'react/jsx-no-literals',
  'no-restricted-syntax',
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
]);

async function problems(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => RULES_UNDER_TEST.has(message.ruleId))
    .map((message) => `${message.line}:${message.ruleId}`);
}

describe('words in JSX come from a catalogue (apps/web/src/areas, components)', () => {
  const probe = (body) =>
    `export function Probe({ tone, busy, name }: { tone: string; busy: boolean; name: string }) {\n  return (\n${body}\n  );\n}\n`;

  it('refuses words as children, in read attributes and in shown conditionals', async () => {
    const found = await problems(
      'apps/web/src/areas/admin/probe.tsx',
      probe(
        [
          '    <div>',
          '      <p>Simpan</p>',
          "      <span title={busy ? 'Tutup' : name}>{busy ? 'Memesan...' : name}</span>",
          "      <span aria-label={`Bagikan ke ${name}`}>{busy && 'Gagal'}</span>",
          '      <img alt="Foto menu" />',
          '    </div>',
        ].join('\n'),
      ),
    );
    expect(found).toEqual([
      '4:react/jsx-no-literals',
      '5:no-restricted-syntax',
      '5:no-restricted-syntax',
      '6:no-restricted-syntax',
      '6:no-restricted-syntax',
      '7:no-restricted-syntax',
    ]);
  });

  it('allows catalogue texts, punctuation and literals that are compared, not shown', async () => {
    const found = await problems(
      'apps/web/src/components/probe.tsx',
      probe(
        [
          '    <div title={tone === \'low\' ? name : undefined} className="text-sm">',
          "      {name} · {tone === 'low' ? name : null} ({name})",
          '    </div>',
        ].join('\n'),
      ),
    );
    expect(found).toEqual([]);
  });
});

describe("the API's boundaries (eslint.api-boundaries.js)", () => {
  it("refuses another module's repo, and platform/ reaching into modules/", async () => {
    expect(
      await problems(
        'apps/api/src/modules/pos/probe.ts',
        "import { listMenu } from '../menu/menu.repo';\nexport const probe = listMenu;\n",
      ),
    ).toContain('1:import-x/no-restricted-paths');
    expect(
      await problems(
        'apps/api/src/platform/probe.ts',
        "import { createMenuService } from '../modules/menu/menu.service';\nexport const probe = createMenuService;\n",
      ),
    ).toContain('1:import-x/no-restricted-paths');
  });

  it('refuses a module importing one of a higher layer', async () => {
    expect(
      await problems(
        'apps/api/src/modules/menu/probe.ts',
        "import { createOrdersService } from '../orders/orders.service';\nexport const probe = createOrdersService;\n",
      ),
    ).toContain('1:import-x/no-restricted-paths');
  });
});

describe('no import cycles (apps/api, apps/web, packages/shared)', () => {
  // Each probe stands in for a file that an existing file imports, and imports that file back.
  it('refuses a cycle in the web app', async () => {
    expect(
      await problems(
        'apps/web/src/areas/pos/transactions-messages.ts',
        "import { TransactionsTable } from './transactions-table';\nexport const probe = TransactionsTable;\n",
      ),
    ).toContain('1:import-x/no-cycle');
  });

  it('refuses a cycle in the API', async () => {
    expect(
      await problems(
        'apps/api/src/modules/menu/menu.repo.ts',
        "import { createMenuService } from './menu.service';\nexport const probe = createMenuService;\n",
      ),
    ).toContain('1:import-x/no-cycle');
  });
});
