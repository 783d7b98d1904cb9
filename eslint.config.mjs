import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

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
      // Links and params go through the localized navigation (CONVENTIONS, habit 2).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: 'Use Link from @/i18n/navigation.' },
            {
              name: 'next/navigation',
              importNames: ['useParams', 'redirect', 'permanentRedirect'],
              message: 'Use @/i18n/navigation (and the page props for params).',
            },
          ],
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
            { name: 'next/link', message: 'Use Link from @/i18n/navigation.' },
            {
              name: 'next/navigation',
              importNames: ['useParams', 'redirect', 'permanentRedirect'],
              message: 'Use @/i18n/navigation (and the page props for params).',
            },
            { name: 'payload', message: 'Read content through src/data.' },
            { name: '@payload-config', message: 'Read content through src/data.' },
          ],
          patterns: [{ group: ['@/cms/*', '**/cms/*'], message: 'Read content through src/data.' }],
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
