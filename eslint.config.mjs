// ── ESLint for every workspace (flat config): correctness rules and the walls ──
// The walls are the "Boundaries" of ../shared/ARCHITECTURE.md, stated as rules (CONTRIBUTING.md, "Contexts and walls"):
//   - a context of api/src uses another only through its public surface: <context>.module.ts, commands/, queries/
//     (and the events in contracts, or a port it is given by injection);
//   - platform/ and bus/ (shared plumbing) import no context;
//   - domain/ is pure: it imports its own domain/, the catalogue's reference data (static, no I/O), @waypost/contracts
//     and pure libraries only (no Nest, no I/O);
//   - no import cycles;
//   - contracts imports only zod; web and cli import contracts, never api or projections; projections imports
//     contracts (the event store port is there) and never api.
// Tests drive the whole app: a spec file may also import the composition root (app.factory, app.module) and
// test-support, but another context still only through its public surface.
// Formatting is not ESLint's job here (no stylistic rules).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = import.meta.dirname;
const API = path.join(root, 'api/src');
const at = (...parts) => path.join(root, ...parts);

/** Shared plumbing of api/src: not contexts. Every other folder of api/src is a bounded context. */
const PLUMBING = new Set(['platform', 'bus']);
const CONTEXTS = readdirSync(API).filter((name) => statSync(path.join(API, name)).isDirectory() && !PLUMBING.has(name));

/** What another context may import of `context`: its module, its commands and its queries. */
const publicSurface = (context) => [`${API}/${context}/*.module.ts`, `${API}/${context}/commands/**`, `${API}/${context}/queries/**`];
const everyPublicSurface = CONTEXTS.flatMap(publicSurface);
const contextFiles = (context) => `${API}/${context}/**`;
const ROOT_FILES = `${API}/*.ts`; // the composition root: app.module, app.factory, main and the worker entry points

const TESTS = ['**/*.spec.ts', '**/*.spec.tsx'];
const WALL = 'See CONTRIBUTING.md, "Contexts and walls".';

const contextZones = CONTEXTS.map((context) => ({
  target: contextFiles(context),
  from: CONTEXTS.filter((other) => other !== context).map(contextFiles),
  except: everyPublicSurface,
  message: `${context} may use another context only through its module, commands/ and queries/. ${WALL}`,
}));

/** Static reference data (carriers, countries, cities, hubs, zones, rate tables): pure, so domain code may read it. */
const REFERENCE_DATA = `${API}/catalogue/queries/**`;

const domainZones = CONTEXTS.map((context) => ({
  target: `${API}/${context}/domain/**`,
  from: [`${API}/**`],
  except: [`${API}/${context}/domain/**`, REFERENCE_DATA],
  message: `domain/ is pure: its own domain/, the catalogue's reference data, contracts and pure libraries only. ${WALL}`,
}));

const plumbingZone = {
  target: [...PLUMBING].map((p) => `${API}/${p}/**`),
  from: [...CONTEXTS.map(contextFiles), ROOT_FILES],
  message: `platform/ and bus/ import no context: a context registers what they need (migrations, routes, folds). ${WALL}`,
};

const packageZones = [
  { target: at('contracts/src'), from: [at('api'), at('projections'), at('web'), at('cli'), at('e2e'), at('bench')], message: 'contracts imports nothing of ours.' },
  { target: at('projections/src'), from: [at('api'), at('web'), at('cli')], message: 'projections imports contracts only.' },
  { target: at('web/src'), from: [at('api'), at('projections'), at('cli')], message: 'web imports contracts only.' },
  { target: at('cli/src'), from: [at('api'), at('projections'), at('web')], message: 'cli imports contracts and the generated client only.' },
  {
    target: at('client/src'),
    from: [at('api'), at('projections'), at('web'), at('cli'), at('contracts')],
    message: 'the client is generated from the OpenAPI document: it imports nothing of ours.',
  },
  { target: at('api'), from: [at('web'), at('cli'), at('client'), at('e2e'), at('bench')], message: 'api imports contracts and projections only.' },
];

/** Integration tests of projections and cli run against the real api: its test-support and event-store adapters. */
const testPackageZones = [
  {
    target: at('projections/src'),
    from: [at('api'), at('web'), at('cli')],
    except: ['./test-support', './src/platform/event-store'],
    message: 'projections tests use the api only through its test-support and event-store adapters.',
  },
  { target: at('cli/src'), from: [at('api'), at('projections'), at('web')], except: ['./test-support'], message: 'cli tests use the api only through its test-support.' },
];

/**
 * Web walls: a feature (web/src/features/<name>) does not import another feature (pages that show several are
 * composed in web/src/app); lib/ (plumbing: api client, auth, stores, formatting) does not import components/.
 */
const WEB = at('web/src');
const FEATURES = readdirSync(path.join(WEB, 'features')).filter((name) => statSync(path.join(WEB, 'features', name)).isDirectory());
const webZones = [
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}/**`,
    from: FEATURES.filter((other) => other !== feature).map((other) => `${WEB}/features/${other}/**`),
    message: `web features do not import each other: compose them in web/src/app (a route). ${WALL}`,
  })),
  { target: `${WEB}/lib/**`, from: [`${WEB}/components/**`], message: `web/src/lib does not import components/: move the shared piece to lib/ or components/. ${WALL}` },
];

/** Web folders whose strings are still being moved into the catalogues (issue 29): the literal-string rule skips them. */
const I18N_PENDING = [];

const restricted = (zones) => ['error', { zones }];
const noOtherWorkspaces = (...names) => ['error', { patterns: [{ group: names, message: 'Not a dependency of this workspace (see ARCHITECTURE.md, Boundaries).' }] }];

const SOURCES = ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'];
/** Source files that their workspace's tsconfig compiles: linted with type information. */
const TYPED = ['api/src/**/*.ts', 'projections/src/**/*.ts', 'contracts/src/**/*.ts', 'cli/src/**/*.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.waypost/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.ci/kafka-mock/**',
      'web/vite.config.ts',
      'client/src/schema.ts',
    ],
  },
  {
    files: SOURCES,
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      // underscore: deliberately unused (a destructured field left out, a parameter an interface demands)
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      'import-x/no-self-import': 'error',
      'no-empty': ['error', { allowEmptyCatch: true }],
      // input checks match control characters on purpose (return-to URLs, payload text, COPY text)
      'no-control-regex': 'off',
      // a defensive reset (client = null after release) is not a mistake here
      'no-useless-assignment': 'off',
      // prom-client's collect() has its own `this`: the registry is `self` there
      '@typescript-eslint/no-this-alias': ['error', { allowedNames: ['self'] }],
      // package.json lies outside a workspace's rootDir: read with require
      '@typescript-eslint/no-require-imports': ['error', { allow: ['/package\\.json$'] }],
    },
  },
  {
    // tests feed odd values on purpose (holes, imprecise numbers), read raw rows loosely and require inside mocks
    files: TESTS,
    rules: {
      'no-sparse-arrays': 'off',
      'no-loss-of-precision': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.cjs', 'jest.config.js', 'jest/**/*.js', 'bench/quote/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // ── Type-aware rules where they are cheap: the compiled sources of api, projections, contracts and cli ──
  {
    files: TYPED,
    ignores: [...TESTS, '**/test-support/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
    },
  },
  // ── The walls ──
  {
    files: ['api/src/**/*.ts', 'projections/src/**/*.ts', 'contracts/src/**/*.ts', 'cli/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': restricted([...contextZones, ...domainZones, plumbingZone, ...packageZones]) },
  },
  {
    files: TESTS.map((t) => `api/src/${t}`),
    rules: {
      'import-x/no-restricted-paths': restricted([
        ...contextZones,
        {
          target: `${API}/platform/**`,
          from: CONTEXTS.map(contextFiles),
          except: everyPublicSurface,
          message: `a platform test uses a context only through its public surface. ${WALL}`,
        },
        ...packageZones,
      ]),
    },
  },
  {
    files: ['api/src/*/domain/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!@waypost/contracts$|stdnum$|zod$|\\.{1,2}/)', message: `domain/ is pure: contracts and pure libraries only (no Nest, no I/O). ${WALL}` }] },
      ],
    },
  },
  {
    files: ['contracts/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': restricted(packageZones),
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|zod/|\\.{1,2}/)', message: 'contracts imports only zod.' }] }],
    },
  },
  {
    files: ['projections/src/**/*.ts'],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': restricted(packageZones), 'no-restricted-imports': noOtherWorkspaces('@waypost/api', '@waypost/web', '@waypost/cli') },
  },
  {
    files: ['cli/src/**/*.ts'],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': restricted(packageZones), 'no-restricted-imports': noOtherWorkspaces('@waypost/api', '@waypost/projections', '@waypost/web') },
  },
  {
    files: ['client/src/**/*.ts'],
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': restricted(packageZones),
      'no-restricted-imports': noOtherWorkspaces('@waypost/api', '@waypost/projections', '@waypost/web', '@waypost/cli', '@waypost/contracts'),
    },
  },
  {
    files: TESTS.flatMap((t) => [`projections/src/${t}`, `cli/src/${t}`]),
    rules: { 'import-x/no-restricted-paths': restricted(testPackageZones) },
  },
  // ── Web: hooks rules, its package walls, and its own walls (features apart, lib below components) ──
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      // web imports its own files as `@/…` (web/tsconfig.json paths): resolve them, or the zones would not see them
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: { '@': [WEB] } })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': restricted([...packageZones, ...webZones]),
      'no-restricted-imports': noOtherWorkspaces('@waypost/api', '@waypost/projections', '@waypost/cli'),
    },
  },
  // ── Web: every user-facing string comes from a catalogue (web/src/locales; issue 29) ──
  // JSX text and the attributes people read or hear (labels, titles, placeholders, alt and aria texts) may not be
  // literals; web/scripts/check-i18n.mjs (npm run check:i18n) checks that every language has every message.
  {
    files: ['web/src/**/*.tsx'],
    ignores: [...TESTS, ...I18N_PENDING],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'title',
              'aria-label',
              'aria-description',
              'aria-roledescription',
              'aria-valuetext',
              'description',
              'placeholder',
              'alt',
              'hint',
              'empty',
              'offline',
            ],
          },
          message: 'a user-facing string: put it in the catalogue (web/src/locales/en/<namespace>.json) and use t()',
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
