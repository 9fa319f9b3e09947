import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { typeErrors } from './scripts/lint/type-errors.js';

export default defineConfig(
  globalIgnores([
    'dist/',
    'node_modules/',
    'reports/',
    'test-results/',
    'playwright-report/',
    '.data/',
    // Wrong on purpose: the type-errors rule's own test lints it.
    'scripts/lint/type-errors-fixture/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { unblock: { rules: { 'type-errors': typeErrors } } },
    rules: {
      'unblock/type-errors': 'error',
      // Template literals with numbers read naturally in log lines and messages.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Unused names prefixed with _ are deliberate (e.g. a required but unused parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Text a person sends starts from the shared text() schema (it refuses NUL and broken
    // Unicode), so a new field cannot forget the check.
    files: ['shared/schemas/**/*.ts', 'server/**/router.ts'],
    ignores: ['shared/schemas/text.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: 'Start text inputs from text() in shared/schemas/text.ts.',
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['tests/**/*.ts', '**/*.test.ts'],
    rules: {
      // expect.any() and friends are typed `any` by Vitest itself.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    files: ['tests/e2e/**/*.ts'],
    // Playwright reads a fixture's dependencies from its destructuring pattern, even an empty one.
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // This file itself is outside tsconfig.json; every other JavaScript file is in the program.
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
