import { ESLintUtils } from '@typescript-eslint/utils';
import ts from 'typescript';

/**
 * TypeScript's own errors for each linted file, from the program that type-aware linting has
 * already built: the diagnostics `tsc --noEmit` prints, without a second compiler run over the
 * whole project (docs/decisions/0038-type-errors-from-the-linter.md).
 */
export const typeErrors = ESLintUtils.RuleCreator.withoutDocs({
  meta: {
    type: 'problem',
    docs: { description: "Reports the TypeScript compiler's errors in the file." },
    messages: { typeError: 'TS{{code}}: {{text}}' },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    // No program where type-aware linting is off (the ESLint config file itself).
    const { program } = ESLintUtils.getParserServices(context, true);
    const file = program?.getSourceFile(context.filename);
    if (!program || !file) return {};
    return {
      Program() {
        const diagnostics = [
          ...program.getSyntacticDiagnostics(file),
          ...program.getSemanticDiagnostics(file),
        ];
        for (const diagnostic of diagnostics) {
          const start = diagnostic.start ?? 0;
          const from = file.getLineAndCharacterOfPosition(start);
          const to = file.getLineAndCharacterOfPosition(start + (diagnostic.length ?? 0));
          context.report({
            loc: {
              start: { line: from.line + 1, column: from.character },
              end: { line: to.line + 1, column: to.character },
            },
            messageId: 'typeError',
            data: {
              code: diagnostic.code,
              text: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
            },
          });
        }
      },
    };
  },
});
