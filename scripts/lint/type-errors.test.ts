import path from 'node:path';
import { ESLint } from 'eslint';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { typeErrors } from './type-errors.js';

// The rule on a project of its own (type-errors-fixture/, outside the repository's tsconfig and
// lint): what `tsc --noEmit` would print for it, and nothing for a correct file.
const fixture = path.join(import.meta.dirname, 'type-errors-fixture');

// A rule made with typescript-eslint's RuleCreator does not type-check as ESLint's own plugin
// type, though ESLint runs it (upstream typescript-eslint/typescript-eslint#12148).
const unblock = { rules: { 'type-errors': typeErrors } } as unknown as ESLint.Plugin;

async function lint(file: string) {
  const eslint = new ESLint({
    cwd: fixture,
    overrideConfigFile: true,
    overrideConfig: defineConfig({
      files: ['**/*.ts'],
      languageOptions: {
        parser: tseslint.parser,
        parserOptions: { projectService: true, tsconfigRootDir: fixture },
      },
      plugins: { unblock },
      rules: { 'unblock/type-errors': 'error' },
    }),
  });
  const [result] = await eslint.lintFiles([path.join(fixture, file)]);
  return result!.messages.map(({ line, column, message }) => ({ line, column, message }));
}

describe('the type-errors lint rule', () => {
  it("reports the compiler's errors where tsc puts them", async () => {
    expect(await lint('wrong.ts')).toEqual([
      {
        line: 2,
        column: 25,
        message:
          "TS2307: Cannot find module './nowhere.ts' or its corresponding type declarations.",
      },
      {
        line: 4,
        column: 14,
        message: "TS2322: Type 'string' is not assignable to type 'number'.",
      },
    ]);
  });

  it('reports nothing for a correct file', async () => {
    expect(await lint('right.ts')).toEqual([]);
  });
});
