// ESLint (issue 18): typescript-eslint's recommended rules, the React hooks rules, and the arrows
// of ARCHITECTURE.md as import restrictions. `npm test` runs it with --max-warnings 0, so a
// warning is a finding too. The rules are syntax-only: type-aware ones would build a second
// program of the whole project with the TypeScript 6 API (tsc itself is TypeScript 7), on top of
// a run that takes 40-50 s of CPU already.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * An import from one of our top-level folders, however deep the importer sits. The slash after
 * the name tells functions/app.ts (`../app`) from the app/ folder (`../../app/api/client`).
 */
const ourFolder = (...names) => `^(\\.\\./)+(${names.join('|')})/`;

const routerImport = {
  regex: '^@tanstack/react-router(/|$)',
  message: 'The design system takes links from the app (LinkComponentProvider in design-system/primitives/TextLink/Link.tsx) instead of importing the router (ARCHITECTURE.md).',
};
const layer = (names, message) => ({ regex: ourFolder(...names), message });

const designSystemLayer = layer(['app', 'functions'], 'design-system/ is presentational: it imports domain/ only (ARCHITECTURE.md).');
const designSystemMocks = layer(['mocks'], 'Sample data for stories comes from domain/ (CONVENTIONS.md, "one home").');

export default defineConfig([
  globalIgnores([
    'dist/',
    'storybook-static/',
    'test-results/',
    'bench/results*',
    '.data/',
    'app/route-tree.gen.ts',
    '.storybook/public/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a parameter a signature needs and the body does not.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // TypeScript reports these itself (tsc --noEmit in npm test), with the types ESLint lacks.
    rules: { 'no-undef': 'off', 'no-redeclare': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    // Tests read parsed JSON (JSON-LD, API answers) whose shape is what their assertions check.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['app/**/*.tsx', 'design-system/**/*.tsx', '.storybook/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Two of the React Compiler rules flag patterns these pages need. set-state-in-effect: a
      // prerendered page reads localStorage or location only after hydration (in an effect),
      // and focus moves after the render that shows its target. purity: admin pages label times
      // relative to Date.now() at render, and every refetch renders them again.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/purity': 'off',
    },
  },
  {
    files: ['app/**/*.tsx', 'design-system/**/*.tsx'],
    ignores: ['design-system/primitives/Form/Form.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']",
          message: 'Use Form (design-system/primitives/Form): it keeps what was typed before the scripts arrived (docs/forms.md).',
        },
      ],
    },
  },
  {
    files: ['domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layer(['app', 'design-system', 'functions', 'mocks'], 'domain/ imports nothing else of ours (ARCHITECTURE.md).')] }],
    },
  },
  {
    files: ['design-system/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [designSystemLayer, designSystemMocks, routerImport] }] },
  },
  {
    files: ['functions/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layer(['app', 'design-system', 'mocks'], 'functions/ runs on a serverless platform without the app (ARCHITECTURE.md).')] }],
    },
  },
  {
    files: ['app/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layer(['functions'], 'The app reaches functions/ over HTTP, through app/api/client.ts (ARCHITECTURE.md).')] }],
    },
  },
]);
