import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

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
    'src/features/news/sample.tsx',
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
