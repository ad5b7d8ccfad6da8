import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * eslint-plugin-import matches the exceptions of a glob zone against absolute paths as they are; zones are
 * relative to the working directory, as the plugin's own.
 * @param {string} pattern
 */
const absolute = (pattern) => resolve(pattern);

/** @param {string} side */
const featuresOf = (side) =>
  readdirSync(`${side}/features`, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** A feature imports another feature only through that feature's public file, its index.ts. */
/** @param {string} side */
const onlyThroughIndex = (side) =>
  featuresOf(side).map((feature) => ({
    // Tests may reach into any feature to set up what they prove.
    target: `./${side}/features/${feature}/!(*.test).{ts,tsx}`,
    from: `./${side}/features/*/**`,
    except: [absolute(`${side}/features/${feature}/**`), absolute(`${side}/features/*/index.ts`)],
    message: `Import another feature through its index.ts (${side}/features/<feature>/index.ts), never its internals.`,
  }));

/**
 * The layers (docs/architecture.md): imports flow one way. Web: app/ → features/* → entities/, components/, lib/ →
 * contract/. Server: *.routes → *.service → *.repository → db/; adapters, plugins and jobs know no
 * feature. scripts/boundaries.test.ts shows each rule biting.
 */
export const BOUNDARIES = [
  { target: './contract', from: ['./server', './web'], message: 'The contract is shared by both sides and imports neither.' },
  { target: './web', from: './server', message: 'The web app talks to the server over HTTP only (web/lib/api.ts).' },
  { target: './server', from: './web', message: 'The server never imports the web app.' },
  { target: './web/components', from: ['./web/features', './web/app'], message: 'UI primitives know no feature.' },
  { target: './web/lib', from: ['./web/features', './web/app', './web/components', './web/entities'], message: 'web/lib is below features and components.' },
  {
    target: './web/entities',
    from: ['./web/features', './web/app', './web/components'],
    message: 'web/entities (what shows each kind of data) is below features: it names endpoints, never a feature.',
  },
  { target: './web/features', from: './web/app', message: 'Features never import the app shell; the shell composes them.' },
  {
    target: './web/app',
    from: './web/features/*/**',
    except: [absolute('web/features/*/index.ts'), absolute('web/features/*/*-page.tsx')],
    message: 'The app shell uses a feature through its index.ts (or a routed *-page.tsx).',
  },
  ...onlyThroughIndex('web'),
  ...onlyThroughIndex('server'),
  { target: './server/{adapters,plugins,jobs}/!(*.test).ts', from: './server/features/**', message: 'Adapters, plugins and jobs know no feature.' },
  { target: './server/features/*/*.routes.ts', from: './server/features/*/*.repository.ts', message: 'A route calls its service, never a repository.' },
  {
    target: './server/features/*/!(*.repository|*.test).ts',
    from: './server/db/**',
    except: [absolute('server/db/pg-errors.{ts,js}')],
    message: 'Only repositories touch the database (services may read its error codes from db/pg-errors.ts).',
  },
];

/** The import rules of the layers, and no import cycles (scripts/boundaries.test.ts lints wrong-way imports with them). */
export const boundaryRules = {
  plugins: { import: importPlugin },
  // The parser lets no-cycle read the imported TypeScript files too.
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import/ignore': ['node_modules'],
  },
  rules: {
    'import/no-restricted-paths': ['error', { zones: BOUNDARIES }],
    'import/no-cycle': ['error', { ignoreExternal: true }],
  },
};

/** Tailwind classes that name a physical side, in a string or a template. */
const PHYSICAL_CLASS = String.raw`/(^|[\s'"\`:])-?((m|p|scroll-m|scroll-p)[lr]|left|right|inset-[lr]|border-[lr]|rounded-(l|r|tl|tr|bl|br))-|(^|[\s'"\`:])(text|float|clear)-(left|right)\b|(^|[\s'"\`:])(border|rounded)-(l|r|tl|tr|bl|br)(\s|$)/`;
const PHYSICAL_DIRECTION = [`Literal[value=${PHYSICAL_CLASS}]`, `TemplateElement[value.raw=${PHYSICAL_CLASS}]`];

/** Right-to-left (docs/decisions/020): the start and end of a line, never its left and right (scripts/direction-lint.test.ts). */
export const directionRules = {
  rules: {
    'no-restricted-syntax': [
      'error',
      ...PHYSICAL_DIRECTION.map((selector) => ({
        selector,
        message: 'Use logical classes (ms-/me-/ps-/pe-/start-/end-/text-start/text-end/border-s/rounded-s…): Hebrew reads right to left.',
      })),
    ],
  },
};

/**
 * No text written inline in a component (docs/decisions/020): words on screen come from the catalogue
 * (web/lib/i18n/locales), so Hebrew misses nothing. JSX text with letters, and the attributes
 * people read or hear, must be an expression (`{t('key')}`) (scripts/inline-text-lint.test.ts).
 */
const INLINE_TEXT = [
  {
    selector: 'JSXText[value=/[A-Za-z]{2,}/]',
    message: "Text on screen comes from the catalogue: write {t('key')} and add the key to both web/lib/i18n/locales.",
  },
  {
    selector: 'JSXAttribute[name.name=/^(label|title|placeholder|aria-label|alt|description)$/] > Literal[value=/[A-Za-z]{2,}/]',
    message: "A label, title, placeholder or description comes from the catalogue: write {t('key')}.",
  },
  {
    selector: "CallExpression[callee.object.name='toast'] > Literal.arguments:first-child[value=/[A-Za-z]/]",
    message: "A toast says a catalogue text: toast(t('key')).",
  },
  {
    selector: ['JSXElement', 'JSXFragment']
      .flatMap((parent) =>
        [
          'Literal[value=/[A-Za-z]{2,}/]',
          'ConditionalExpression > Literal[value=/[A-Za-z]{2,}/]',
          'TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{3,}/]',
        ].map((text) => `${parent} > JSXExpressionContainer > ${text}`),
      )
      .join(', '),
    message: "Text on screen comes from the catalogue, in an expression too: {t('key')}.",
  },
];

/** Right-to-left and the catalogue together: both are `no-restricted-syntax`, so one list holds both. */
export const inlineTextRules = {
  rules: { 'no-restricted-syntax': [...directionRules.rules['no-restricted-syntax'], ...INLINE_TEXT] },
};

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'e2e-artifacts/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
    },
  },
  { files: ['server/**/*.ts', 'web/**/*.{ts,tsx}', 'contract/**/*.ts'], ...boundaryRules },
  // Nothing imports a test file, so no cycle passes through one: every cycle is found from the files it joins.
  // Following each test's imports again cost a third of a cold lint.
  { files: ['**/*.test.{ts,tsx}'], rules: { 'import/no-cycle': 'off' } },
  {
    // One order of imports everywhere (eslint --fix keeps it): Node's, packages, then ours by path.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { import: importPlugin },
    rules: {
      'import/first': 'error',
      'import/no-duplicates': ['error', { 'prefer-inline': true }],
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', ['internal', 'parent', 'sibling', 'index']],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    // Our form primitives (web/components/ui/form.tsx) render these elements.
    settings: { 'jsx-a11y': { components: { Input: 'input', Select: 'select', Textarea: 'textarea', Button: 'button' } } },
    rules: { ...jsxA11y.flatConfigs.recommended.rules, 'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', depth: 4 }] },
  },
  { files: ['web/**/*.{ts,tsx}'], ...directionRules },
  {
    // Transactions open in one place, which also runs what waits for their commit (server/db/transaction.ts).
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test-support/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Open transactions with transaction(db, work) from server/db/transaction.ts.',
        },
      ],
    },
  },
  { files: ['web/**/*.tsx'], ignores: ['web/**/*.test.tsx'], ...inlineTextRules },
  // The service worker's own script (web/public/push-sw.js): plain JavaScript in a worker's scope.
  {
    files: ['web/public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.serviceworker, parserOptions: { projectService: false, project: null } },
  },
  {
    files: ['**/*.test.ts', 'server/test-support/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
);
