import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';

/** How many problems `rules` find in `code`, linted as a component of the web app (the lint rules' tests). */
export async function lintProblems(rules: Pick<Linter.Config, 'rules'>, code: string): Promise<number> {
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.tsx'], languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } }, ...rules }],
  });
  const [result] = await eslint.lintText(`const t = (key: string) => key;\nexport const X = (on: boolean) => ${code};\n`, { filePath: 'web/features/x/x.tsx' });
  return result!.messages.length;
}
