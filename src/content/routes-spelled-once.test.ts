import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { newsFeedHref, newsRoutes } from '@/content-types/news/content/routes'
import { profileRoutes } from './profile/routes'
import { contentTypes, itemTypes } from './types'
import { escapeRegExp } from '@/lib/regexp'

/** The modules that own the site's paths below its pages: every `routes.ts` of the content. */
const owners = [...sources('src/content'), ...sources('src/content-types')].filter(
  (file) => path.basename(file) === 'routes.ts',
)

/** Paths below a page that only their routes module may spell. */
const owned = [
  // Each content type's: its items' pages, what they show while unreadable, its previews.
  ...itemTypes.flatMap((type) => [type.href(0).replace(/\/0$/, ''), type.unavailable]),
  ...Object.values(contentTypes).flatMap((type) => ('preview' in type ? [type.preview] : [])),
  // The news's and the profile's own.
  newsFeedHref,
  newsRoutes.viewRoot,
  profileRoutes.tabRoot,
]

/** Every source file under a folder, tests left out (they spell paths as visitors type them). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sources(file)
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [file] : []
  })
}

/**
 * The texts a file's code holds: strings, the pieces of templates (split at
 * each `${…}`) and regular expressions with their escapes undone. Comments and
 * module names are not code a path can be built from.
 */
function textsOf(file: string, code = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true)
  const texts: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text)
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      texts.push(node.text)
    } else if (ts.isRegularExpressionLiteral(node)) texts.push(node.text.replace(/\\(.)/g, '$1'))
    ts.forEachChild(node, visit)
  }
  visit(source)
  return texts
}

/**
 * How a text spells an owned path: whole (`/news/detail/…`), or its last
 * segment after a piece of a template or a join (`${list}/detail`), which is
 * how a path is built again from its parent.
 */
function spellings(text: string): string[] {
  return owned.filter((route) => {
    const whole = new RegExp(`${escapeRegExp(route)}(?![\\w.-])`)
    const last = route.slice(route.lastIndexOf('/'))
    const rebuilt = new RegExp(`^${escapeRegExp(last)}(?![\\w.-])`)
    return whole.test(text) || rebuilt.test(text)
  })
}

describe('a route spells its path once', () => {
  it('knows every form of a path', () => {
    expect(spellings('/news/detail/12')).toEqual(['/news/detail'])
    expect(spellings('/detail')).toEqual(['/news/detail'])
    expect(spellings('/news/details')).toEqual([])
    // A last segment alone is every owned path that ends with it: each type's previews.
    expect(spellings('/preview')).toEqual(owned.filter((route) => route.endsWith('/preview')))
    expect(spellings('/preview')).toEqual(
      expect.arrayContaining(['/news/preview', '/profile/jobs/preview', '/faq/preview']),
    )
    expect(spellings('/en/profile/jobs/3?x')).toEqual(['/profile/jobs'])
    expect(spellings('/api/jobs')).toEqual([])
  })

  it('reads strings, template pieces and regular expressions, not comments or module names', () => {
    const found = (code: string) => textsOf('sample.ts', code).flatMap(spellings)
    expect(found("const a = '/news/detail/' + id")).toEqual(['/news/detail'])
    expect(found('const a = `${list}/detail/${id}`')).toEqual(['/news/detail'])
    expect(found('const a = /^\\/profile\\/tab\\/(\\d)$/')).toEqual(['/profile/tab'])
    expect(found('const a = <a href="/faq/preview/1" />')).toEqual(['/faq/preview'])
    expect(found("// see /news/detail/1\nimport x from './news/view/page'")).toEqual([])
  })

  it('no source outside the routes modules writes a path they own, in any form', () => {
    const offenders = [...sources('src'), ...sources('scripts')]
      .filter((file) => !owners.includes(file))
      .flatMap((file) =>
        textsOf(file).flatMap((text) =>
          spellings(text).map((route) => `${file}: ${route} in “${text}”`),
        ),
      )
    expect(offenders).toEqual([])
  })
})
