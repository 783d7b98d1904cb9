import path from 'node:path'
import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import boundaries from 'eslint-plugin-boundaries'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// Links and params go through the localized navigation (CONVENTIONS, habit 2).
const localizedNavigation = [
  { name: 'next/link', message: 'Use Link from @/i18n/navigation.' },
  {
    name: 'next/navigation',
    importNames: ['useParams', 'redirect', 'permanentRedirect'],
    message: 'Use @/i18n/navigation (and the page props for params).',
  },
]

// A package's files outside its public exports change in any patch release
// (a Next.js upgrade would break the site silently): import what the package
// exports. Tested in scripts/eslint-config.test.ts.
const internalsMessage = "A package's internal file: import from its public exports."
const packageInternals = {
  group: ['*/dist', '*/dist/**', '@*/*/dist', '@*/*/dist/**'],
  message: internalsMessage,
}
const internalPath = '/^(@[^/]+\\/)?[^./][^/]*\\/dist(\\/|$)/'

/**
 * The layers of src/, top to bottom, and what each may import besides its
 * own files: only layers further down the list, so no two layers import each
 * other (docs/decisions/025-layers-kept-by-lint.md). Tested in
 * scripts/eslint-config.test.ts.
 */
export const layers = {
  server: ['data', 'cms', 'guards', 'routing', 'content', 'i18n', 'lib'],
  app: [
    'features',
    'components',
    'navigation',
    'data',
    'routing',
    'content',
    'i18n',
    'lib',
    'styles',
  ],
  features: ['components', 'navigation', 'data', 'routing', 'content', 'i18n', 'lib', 'styles'],
  components: ['navigation', 'routing', 'content', 'i18n', 'lib', 'styles'],
  navigation: ['routing', 'content', 'i18n', 'lib'],
  data: ['cms', 'content', 'i18n', 'lib'],
  cms: ['guards', 'content', 'i18n', 'lib'],
  guards: ['content', 'i18n', 'lib'],
  routing: ['content', 'i18n', 'lib'],
  content: ['i18n', 'lib'],
  i18n: ['lib'],
  lib: [],
}

/**
 * A content type's own files, in one folder (`src/content-types/<type>/`):
 * a subfolder for each layer they belong to (docs/decisions/026).
 */
export const typeFolders = { content: 'content', cms: 'cms', data: 'data', ui: 'features' }

/** Which files make which layer: the first that matches a file wins. */
const layerFiles = [
  // A type's end-to-end tests drive the running site, as tests/e2e's do: no layer.
  { type: 'e2e', pattern: 'src/content-types/*/e2e', partialMatch: false },
  ...Object.entries(typeFolders).map(([folder, type]) => ({
    type,
    pattern: `src/content-types/*/${folder}`,
    capture: ['contentType'],
    partialMatch: false,
  })),
  { type: 'guards', pattern: 'src/server/guards', partialMatch: false },
  { type: 'server', pattern: 'src/server', partialMatch: false },
  // Single files need `mode: 'full'` in this version of the plugin.
  { type: 'server', pattern: 'src/{proxy,proxy.test,instrumentation}.ts', mode: 'full' },
  { type: 'cms', pattern: 'src/{payload.config,payload-types}.ts', mode: 'full' },
  // The UI's localized links map the app's routes back to public paths (CONVENTIONS, habit 2).
  { type: 'navigation', pattern: 'src/i18n/navigation.ts', mode: 'full' },
  ...['app', 'features', 'components', 'data', 'cms', 'routing', 'content', 'i18n', 'lib'].map(
    (type) => ({ type, pattern: `src/${type}`, partialMatch: false }),
  ),
  { type: 'styles', pattern: 'src/styles', partialMatch: false },
  { type: 'i18n', pattern: 'messages', partialMatch: false },
]

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'media/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/cms/migrations/**',
      'src/cms/migration-lists.js',
      'src/app/(payload)/**',
      'playwright-report/**',
      'test-results/**',
      '.reports/**',
      'bench/stock-app/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { paths: localizedNavigation, patterns: [packageInternals] },
      ],
      // The same for `import()`, in code and in types.
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=${internalPath}]`, message: internalsMessage },
        {
          selector: `TSImportType[source.value=${internalPath}]`,
          message: internalsMessage,
        },
      ],
    },
  },
  {
    // UI never reads the CMS directly: content comes through src/data.
    files: ['src/app/[[]variant]/**', 'src/features/**', 'src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...localizedNavigation,
            { name: 'payload', message: 'Read content through src/data.' },
            { name: '@payload-config', message: 'Read content through src/data.' },
          ],
          patterns: [
            { group: ['@/cms/*', '**/cms/*'], message: 'Read content through src/data.' },
            packageInternals,
          ],
        },
      ],
    },
  },
  {
    // i18n/ makes the localized navigation out of Next's own.
    files: ['src/i18n/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [packageInternals] }] },
  },
  {
    files: ['src/**/*.{ts,tsx,mjs,js}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layerFiles,
      'boundaries/elements-single-match': true,
      'boundaries/root-path': import.meta.dirname,
      'boundaries/legacy-warnings': false,
      // `import('x').T` in types too (imports, export-from, import() and require are seen anyway).
      'boundaries/additional-dependency-nodes': [
        { selector: 'TSImportType > Literal', kind: 'type', name: 'import-type' },
      ],
      // '@/…' and '@payload-config' as TypeScript resolves them.
      'import/resolver': {
        typescript: { project: path.join(import.meta.dirname, 'tsconfig.json') },
      },
    },
    rules: {
      // A new folder of src/ must take its place among the layers.
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{from.element.type}} may not import {{to.element.type}}: the layers point one way (docs/architecture.md).',
          policies: [
            ...Object.entries(layers).map(([type, below]) => ({
              from: { element: { type } },
              allow: { to: { element: { types: { anyOf: [type, ...below] } } } },
            })),
            // A type's end-to-end tests read what they check from anywhere, as tests/e2e's do.
            {
              from: { element: { type: 'e2e' } },
              allow: { to: { element: { types: { anyOf: [...Object.keys(layers), 'e2e'] } } } },
            },
            // A content type's files never import another type's: each adds
            // or leaves by its own folder and the lists of types.
            {
              from: { element: { captured: { contentType: '*' } } },
              disallow: {
                to: {
                  element: {
                    captured: { contentType: '!{{ from.element.captured.contentType }}' },
                  },
                },
              },
              message:
                '{{from.element.captured.contentType}} may not import {{to.element.captured.contentType}}: a content type imports only its own folder and the shared layers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
)
