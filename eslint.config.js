import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Import boundaries (docs/architecture.md#layers: features don't import each other, layers on the server):
 * - a web feature never imports another feature: shared pieces move down to components/ or lib/,
 *   and the router (app/) composes the features;
 * - the web never imports the server, and the server never imports the web (web tests excepted:
 *   they start the real server rather than mock it);
 * - a server module imports another module only through its face (modules/<name>/index.ts), and no cycle
 *   joins modules: dependency-cruiser checks both (.dependency-cruiser.cjs, `npm run check:modules`);
 * - a server module's files import no table another module owns (TABLE_OWNERS; decisions 223, 283): its rows
 *   come through the owner's face. dependency-cruiser sees files, not names, and every table comes from one
 *   file (db/schema/index.ts), so this one is ESLint's, by imported name.
 * Relative specifiers are matched as written; there are no path aliases.
 */
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const ZOD_IN_WEB = { name: 'zod', allowTypeImports: true, message: 'Import schemas from @portal/shared/schemas in lazy feature code.' };
const WEB_TO_SERVER = {
  regex: '^(@portal/server(/.*)?|(\\.\\./)+(apps/)?server(/.*)?)$',
  message: 'The web app does not import the server: share the rule through packages/shared.',
};
const SERVER_TO_WEB = {
  regex: '^(@portal/web(/.*)?|(\\.\\./)+(apps/)?web(/.*)?)$',
  message: 'The server does not import the web app: share the rule through packages/shared.',
};
const otherFeatures = (own) => ({
  regex: `^(\\.\\./)+(features/)?(${WEB_FEATURES.filter((f) => f !== own).join('|')})(/.*)?$`,
  message: `A feature does not import another feature: move the shared piece down to components/ or lib/ (the router composes features).`,
});
const WEB_SOURCE = ['apps/web/src/**/*.{ts,tsx}'];
const NO_FOCUSED_TESTS = {
  selector: 'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|todo)$/]',
  message: 'Every test runs: no .only/.skip/.todo.',
};
/** Toasts go through lib/toast.ts, which loads sonner with the first toast (keeps it off the first paint). */
const SONNER_IN_WEB = { name: 'sonner', allowTypeImports: true, message: 'Show toasts through lib/toast.ts.' };
const TESTS = ['**/*.test.{ts,tsx}'];
/** Texts the server sends come from the one catalogue (MESSAGES in packages/shared/src/messages.ts). */
const CATALOGUE = 'comes from the one catalogue (MESSAGES in packages/shared/src/messages.ts), not a literal.';
const LITERAL_ERROR = {
  selector: "NewExpression[callee.name='AppError'] > :matches(Literal, TemplateLiteral):nth-child(2)",
  message: `An error message ${CATALOGUE}`,
};
/** A notification is an object with a `kind` and its `title` and `body`. */
const LITERAL_NOTIFICATION = {
  selector: "ObjectExpression:has(> Property[key.name='kind']) > Property[key.name=/^(title|body)$/] > :matches(Literal, TemplateLiteral).value",
  message: `A notification's title and body ${CATALOGUE}`,
};
/** A module reaches a module built on it through a hook wired by app.ts, never a Fastify decoration (decision 274). */
const MODULE_DECORATION = {
  selector: "TSModuleDeclaration[id.value='fastify']",
  message: 'A module does not decorate the app: a call up to a module built on this one is a hook (<area>-hooks.ts) wired in app.ts (decision 274).',
};
/**
 * Which module owns each table (docs/architecture.md#modules): the schema file's name is the module's, but
 * for those named here. A table listed under no module (rate limits, job runs, seed markers) is the lib's.
 */
const SCHEMA_DIR = new URL('./apps/server/src/db/schema/', import.meta.url);
const SCHEMA_OWNER = { 'audit-log': 'audit', instances: null, seed: null };
const TABLE_OWNERS = readdirSync(SCHEMA_DIR)
  .filter((file) => file.endsWith('.ts') && !['index.ts', 'enums.ts', 'columns.ts'].includes(file))
  .map((file) => {
    const stem = file.replace(/\.ts$/, '');
    const tables = [...readFileSync(new URL(file, SCHEMA_DIR), 'utf8').matchAll(/^export const (\w+) = pgTable\(/gm)].map((m) => m[1]);
    return { owner: stem in SCHEMA_OWNER ? SCHEMA_OWNER[stem] : stem, tables };
  });
const SERVER_MODULES = readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const othersTables = (own) => ({
  regex: '^(\\.\\./)+db/schema(/[^/]+)?$',
  importNames: TABLE_OWNERS.filter((t) => t.owner !== own).flatMap((t) => t.tables),
  message: `Another module's table: ask for its rows through the owner's face (a function of ids, or the owner's SQL fragment or derived table; decisions 223, 282).`,
});
/** In the shared zod schemas: a rule's message as its second argument, or as `error`/`message` of its options. */
const LITERAL_SCHEMA_MESSAGES = [
  {
    selector: "CallExpression[callee.type='MemberExpression'] > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral):nth-child(2)",
    message: `A schema's message ${CATALOGUE}`,
  },
  {
    selector: 'Property[key.name=/^(error|message)$/] > :matches(Literal, TemplateLiteral).value',
    message: `A schema's message ${CATALOGUE}`,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/web/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'e2e/artifacts/**',
      'apps/server/src/db/migrations/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', NO_FOCUSED_TESTS, LITERAL_ERROR, LITERAL_NOTIFICATION],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: WEB_SOURCE,
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD_IN_WEB, SONNER_IN_WEB], patterns: [WEB_TO_SERVER] }] },
  },
  ...WEB_FEATURES.flatMap((feature) => [
    {
      files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      ignores: TESTS,
      rules: { 'no-restricted-imports': ['error', { paths: [ZOD_IN_WEB, SONNER_IN_WEB], patterns: [WEB_TO_SERVER, otherFeatures(feature)] }] },
    },
    {
      files: [`apps/web/src/features/${feature}/**/*.test.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns: [otherFeatures(feature)] }] },
    },
  ]),
  {
    files: ['apps/web/src/app/toaster.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD_IN_WEB], patterns: [WEB_TO_SERVER] }] },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_TO_WEB] }] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', NO_FOCUSED_TESTS, LITERAL_ERROR, LITERAL_NOTIFICATION, MODULE_DECORATION] },
  },
  ...SERVER_MODULES.map((module) => ({
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_TO_WEB, othersTables(module)] }] },
  })),
  {
    // A test's own route may throw any message it then looks for.
    files: TESTS,
    rules: { 'no-restricted-syntax': ['error', NO_FOCUSED_TESTS] },
  },
  {
    files: ['packages/shared/src/schemas/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', NO_FOCUSED_TESTS, LITERAL_ERROR, LITERAL_NOTIFICATION, ...LITERAL_SCHEMA_MESSAGES] },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
