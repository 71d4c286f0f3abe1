import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { bottegaPlugin } from './lint/importBoundaries.js';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'data/', 'styled-system/', 'src/api/schema.gen.ts', 'test-results/', 'playwright-report/', 'docs/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExportAllDeclaration",
          message: 'No barrel files: import from the module that defines the name.',
        },
      ],
    },
  },
  {
    // The house rules on imports (lint/importBoundaries.js): layers one way, each UI module to its own files.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { bottega: bottegaPlugin },
    rules: { 'bottega/import-boundaries': 'error' },
  },
  {
    // Issue 32 point 5 (lint/uiEdge.js): no API call anywhere in src/ui (screens pass logic values to their hooks).
    files: ['src/ui/**/*.ts', 'src/ui/**/*.tsx'],
    plugins: { bottega: bottegaPlugin },
    rules: { 'bottega/ui-edge': 'error' },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
);
