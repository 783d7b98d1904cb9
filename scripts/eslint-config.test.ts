import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import { layers, typeFolders } from '../eslint.config.mjs'

const root = path.resolve(import.meta.dirname, '..')

// The project's own configuration, without type information (the samples
// below are not files of the project).
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked })

/** The rules that report `code`, linted as if it were the file `file`. */
async function reported(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

const internalImports = [
  `import { x } from 'next/dist/server/lib/incremental-cache/file-system-cache.js'\nx()\n`,
  `import type { X } from 'next/dist/server/lib/incremental-cache'\nexport type Y = X\n`,
  `export const load = () => import('next/dist/server/lib/node-fs-methods.js')\n`,
  `export type Y = import('next/dist/server/lib/incremental-cache').CacheHandler\n`,
  `import { y } from '@fortedigital/nextjs-cache-handler/dist/handlers/local-lru.js'\ny()\n`,
]

const publicImports = [
  `import { x } from 'next/server'\nx()\n`,
  `import y from '@fortedigital/nextjs-cache-handler/local-lru'\ny()\n`,
  `import { z } from './dist-helpers'\nz()\n`,
]

describe("lint refuses a package's internal files", () => {
  // Every kind of file the rule must cover: server code, UI (whose block
  // restricts imports further), pure modules, scripts, the configuration.
  const files = [
    'src/server/sample.ts',
    'src/features/home/sample.tsx',
    'src/lib/sample.ts',
    'scripts/sample.ts',
    'sample.config.ts',
    'src/server/sample.mjs',
  ]

  it.each(files)('in %s', async (file) => {
    for (const code of internalImports) {
      if (file.endsWith('.mjs') && code.includes('type ')) continue
      expect(await reported(code, file), code).toEqual(
        expect.arrayContaining([expect.stringMatching(/^no-restricted-(imports|syntax)$/)]),
      )
    }
    for (const code of publicImports) {
      expect(await reported(code, file), code).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^no-restricted-(imports|syntax)$/)]),
      )
    }
  })
})

/** The project's source files, scripts and configuration. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory())
      return ['migrations', 'node_modules'].includes(entry.name) ? [] : sourceFiles(file)
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [file] : []
  })
}

it("no file names a package's internal file, in code or in a type comment", () => {
  const files = [
    ...sourceFiles(path.join(root, 'src')),
    ...sourceFiles(path.join(root, 'scripts')),
    ...readdirSync(root)
      .filter((name) => /\.(ts|mjs|js)$/.test(name))
      .map((name) => path.join(root, name)),
  ]
  expect(files.length).toBeGreaterThan(100)
  const internal = /(?:from\s*|import\(\s*)['"](?:@[^/'"]+\/)?[^./'"][^/'"]*\/dist(?:\/|['"])/
  const naming = files.filter(
    (file) => !file.endsWith('eslint-config.test.ts') && internal.test(readFileSync(file, 'utf8')),
  )
  expect(naming.map((file) => path.relative(root, file))).toEqual([])
})

type Layer = keyof typeof layers
const layerNames = Object.keys(layers) as Layer[]
const layerRule = 'boundaries/dependencies'

/** A file of each layer, and a module of it that another file could import. */
const ofLayer: Record<Layer, { file: string; module: string }> = {
  server: { file: 'src/server/sample.ts', module: '@/server/settings' },
  app: { file: 'src/app/sample.tsx', module: '@/app/global-error' },
  features: { file: 'src/features/home/sample.tsx', module: '@/features/home/hero' },
  components: { file: 'src/components/ui/sample.tsx', module: '@/components/ui/breadcrumb' },
  navigation: { file: 'src/i18n/navigation.ts', module: '@/i18n/navigation' },
  data: { file: 'src/data/sample.ts', module: '@/data/site' },
  cms: { file: 'src/cms/sample.ts', module: '@/cms/collections/media' },
  guards: { file: 'src/server/guards/sample.ts', module: '@/server/guards/credentials' },
  routing: { file: 'src/routing/sample.ts', module: '@/routing/site-route' },
  content: { file: 'src/content/sample.ts', module: '@/content/types' },
  i18n: { file: 'src/i18n/sample.ts', module: '@/i18n/locales' },
  lib: { file: 'src/lib/sample.ts', module: '@/lib/regexp' },
}

describe('lint keeps the layers pointing one way', () => {
  it('lets each layer import only layers below it, so that no two import each other', () => {
    layerNames.forEach((layer, at) => {
      for (const below of layers[layer] as readonly string[]) {
        if (below === 'styles') continue
        expect(layerNames.indexOf(below as Layer), `${layer} → ${below}`).toBeGreaterThan(at)
      }
    })
  })

  const pairs = layerNames.flatMap((from) =>
    layerNames.filter((to) => to !== from).map((to) => [from, to] as const),
  )
  it.each(pairs)('%s importing %s', async (from, to) => {
    const rules = await reported(
      `import { x } from '${ofLayer[to].module}'\nx()\n`,
      ofLayer[from].file,
    )
    if ((layers[from] as readonly string[]).includes(to)) expect(rules).not.toContain(layerRule)
    else expect(rules).toContain(layerRule)
  })

  it('sees every way of importing: relative paths, re-exports, import(), types', async () => {
    const upward = [
      [
        'src/cms/collections/sample.ts',
        `import { getSiteSettings } from '../../data/site'\ngetSiteSettings()\n`,
      ],
      ['src/lib/sample.ts', `export { routeOf } from '@/routing/site-route'\n`],
      ['src/content/sample.ts', `export const load = () => import('@/data/site')\n`],
      [
        'src/components/ui/sample.ts',
        `import type { X } from '@/content-types/news/ui/news-list-page'\nexport type Y = X\n`,
      ],
      ['src/i18n/sample.ts', `export type Y = import('@/content/types').ContentCollection\n`],
      [
        'src/server/guards/sample.ts',
        `import { serverSettings } from '../settings'\nserverSettings()\n`,
      ],
    ]
    for (const [file, code] of upward)
      expect(await reported(code!, file!), code).toContain(layerRule)
  })

  it('gives every folder of src/ a layer', async () => {
    expect(await reported('export const x = 1\n', 'src/sample/x.ts')).toContain(
      'boundaries/no-unknown-files',
    )
  })

  it("puts a content type's files in the layer of their subfolder", async () => {
    // A type's CMS files may not read the data layer, as the CMS's may not.
    expect(
      await reported(
        `import { getFaqs } from '@/content-types/faqs/data/read'\ngetFaqs('zh')\n`,
        'src/content-types/faqs/cms/sample.ts',
      ),
    ).toContain(layerRule)
    // Its UI is a feature: it reads the data layer and the components.
    expect(
      await reported(
        `import { getFaqs } from '@/content-types/faqs/data/read'\nimport { JsonLd } from '@/components/ui/json-ld'\ngetFaqs('zh')\nJsonLd({ data: {} })\n`,
        'src/content-types/faqs/ui/sample.tsx',
      ),
    ).not.toContain(layerRule)
    // The shared layers take a type's files as their own layer's.
    expect(
      await reported(
        `import { Faqs } from '@/content-types/faqs/cms/collection'\nexport const x = Faqs\n`,
        'src/cms/sample.ts',
      ),
    ).not.toContain(layerRule)
    expect(
      await reported(
        `import { Faqs } from '@/content-types/faqs/cms/collection'\nexport const x = Faqs\n`,
        'src/content/sample.ts',
      ),
    ).toContain(layerRule)
    expect(Object.keys(typeFolders)).toEqual(['content', 'cms', 'data', 'ui'])
    // Only those subfolders.
    expect(await reported('export const x = 1\n', 'src/content-types/faqs/sample/x.ts')).toContain(
      'boundaries/no-unknown-files',
    )
  })

  it("lets a content type's end-to-end tests read what they check", async () => {
    expect(
      await reported(
        `import { faqs } from '../cms/launch'\nimport { test } from '../../../../tests/e2e/fixtures'\ntest(faqs[0]!.key, () => {})\n`,
        'src/content-types/faqs/e2e/sample.spec.ts',
      ),
    ).toEqual([])
  })

  it("keeps a content type's files out of another type's", async () => {
    const crossing = await reported(
      `import { newsData } from '@/content-types/news/data/type'\nexport const x = newsData\n`,
      'src/content-types/faqs/data/sample.ts',
    )
    expect(crossing).toContain(layerRule)
    expect(
      await reported(
        `import { faqsData } from '@/content-types/faqs/data/type'\nexport const x = faqsData\n`,
        'src/content-types/faqs/data/sample.ts',
      ),
    ).not.toContain(layerRule)
    // The lists of types import every type's.
    expect(
      await reported(
        `import { newsData } from '@/content-types/news/data/type'\nexport const x = newsData\n`,
        'src/data/sample.ts',
      ),
    ).not.toContain(layerRule)
  })
})
