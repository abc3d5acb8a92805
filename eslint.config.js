import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { apiBoundaryZones } from './eslint.api-boundaries.js';

/**
 * Text people read in JSX must come from a catalogue (issue 13, apps/web/src/i18n): no words written
 * inline as children, nor in the attributes that are read out or shown (aria-label, title, alt,
 * placeholder). Punctuation and symbols between catalogue texts stay allowed.
 */
const PEOPLE_READ_ATTRIBUTE = '/^(aria-label|aria-description|aria-valuetext|title|alt|placeholder|label)$/';
const WORDS = '/\\p{L}/u';
/** A literal with words that a condition shows (not the one it compares with: tone === 'low'). */
const SHOWN_LITERAL = `:matches(ConditionalExpression > Literal.consequent, ConditionalExpression > Literal.alternate, LogicalExpression > Literal.right)[value=${WORDS}]`;
const literalInJsx =
  'A text people read belongs in a catalogue: i18n(...) beside the screen, not inline in JSX.';
const catalogueOnlyText = {
  files: ['apps/web/src/areas/**/*.tsx', 'apps/web/src/components/**/*.tsx'],
  // Tests may write the texts they expect; every screen and shared part is catalogued (issue 13).
  ignores: ['**/*.test.tsx'],
  plugins: { react },
  rules: {
    'react/jsx-no-literals': [
      'error',
      {
        noStrings: true,
        ignoreProps: true,
        allowedStrings: [
          ...[
            '*',
            '+',
            '−',
            '-',
            '–',
            '—',
            '×',
            '·',
            '•',
            '|',
            '/',
            ':',
            '#',
            '@',
            '%',
            '(',
            ')',
            ').',
            ',',
            '.',
            '…',
          ],
          ...['©', '✕', '✓', '⚠', '→'],
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      ...[
        // title="Bagikan", title={'Bagikan'}, title={`Bagikan ke ${name}`}, title={open ? 'Tutup' : name}
        `JSXAttribute[name.name=${PEOPLE_READ_ATTRIBUTE}] > Literal[value=${WORDS}]`,
        `JSXAttribute[name.name=${PEOPLE_READ_ATTRIBUTE}] > JSXExpressionContainer > Literal[value=${WORDS}]`,
        `JSXAttribute[name.name=${PEOPLE_READ_ATTRIBUTE}] > JSXExpressionContainer ${SHOWN_LITERAL}`,
        `JSXAttribute[name.name=${PEOPLE_READ_ATTRIBUTE}] > JSXExpressionContainer TemplateElement[value.raw=${WORDS}]`,
        // {busy ? 'Memesan...' : t.place}, {error && 'Gagal'}, {`${count} item`} among the children
        `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > ConditionalExpression > Literal.consequent[value=${WORDS}]`,
        `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > ConditionalExpression > Literal.alternate[value=${WORDS}]`,
        `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > LogicalExpression > Literal.right[value=${WORDS}]`,
        `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
      ].map((selector) => ({ selector, message: literalInJsx })),
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/.artifacts/**',
      'screenshots/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      // DESIGN §2: no `as` to silence the checker (`as const` stays allowed).
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  catalogueOnlyText,
  // The API's boundaries (docs/architecture.md): no import cycles, and the directions of
  // eslint.api-boundaries.js (a module's repos and presenters are its own, modules only import lower
  // layers, platform/providers/db never reach up).
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript parser for the files no-cycle follows, and the TypeScript resolver for './x'.
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/api/tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // No import cycles in the web app and the shared package either.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    // A test may read any table through any repo to check what a request did.
    ignores: ['apps/api/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: apiBoundaryZones() }],
    },
  },
);
