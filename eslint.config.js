import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
  {
    // Issue 13, every word in a catalogue: no literal text in the JSX of the staff areas catalogued so far
    // (admin, auth, group, payment, super-admin) and the shared components. Punctuation and symbols may stay.
    name: 'meja/no-jsx-literals/staff-areas-and-components',
    files: [
      'apps/web/src/areas/{admin,auth,group,payment,super-admin}/**/*.tsx',
      'apps/web/src/components/**/*.tsx',
    ],
    ignores: [
      '**/*.test.tsx',
      // Owned by the POS and diner work of issue 13.
      'apps/web/src/components/receipt/**',
      'apps/web/src/components/cash-payment-dialog.tsx',
      'apps/web/src/components/cash-received-field.tsx',
      'apps/web/src/components/pos-manifest-link.tsx',
      'apps/web/src/components/diner-page-load.tsx',
    ],
    plugins: { react },
    rules: {
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: [
            '©',
            '.',
            ':',
            '(',
            ').',
            ')',
            '/',
            '#',
            '@',
            '·',
            '–',
            '—',
            '×',
            '✕',
            '✓',
            '⚠',
            '→',
            '•',
            '%',
            '+',
            '-',
          ],
        },
      ],
      // ignoreProps above leaves every attribute alone; these four are read by people.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|title|alt|placeholder)$/] > Literal[value=/[A-Za-z]/]',
          message: 'Put this text in the screen’s i18n() catalogue.',
        },
      ],
    },
  },
);
