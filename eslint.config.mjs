import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
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
    // i18n/, lib/ and content/ (each type's model and paths) import nothing of the app.
    files: ['src/i18n/**', 'src/lib/**', 'src/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '@/features/*', '@/components/*', '@/data/*', '@/cms/*'],
              message: 'i18n/, lib/ and content/ import nothing of the app.',
            },
            packageInternals,
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
