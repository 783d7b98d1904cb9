import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const packageScripts = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
).scripts

/** Whether a command runs a script that starts the CMS (imports its config). */
const startsCms = (command: string) => {
  const script = /scripts\/[\w-]+\.ts\b/.exec(command)?.[0]
  return Boolean(script && readFileSync(path.join(root, script), 'utf8').includes('payload.config'))
}

/** The commands that run one of the TypeScript CMS scripts outside Next.js. */
const cmsCommands = [
  ...Object.values(packageScripts),
  ...readFileSync(path.join(root, 'scripts/build.sh'), 'utf8').split('\n'),
].filter(startsCms)

/** Where Node resolves a package for an import, with these flags. */
const resolved = (flags: string[], specifier: string) =>
  execFileSync(
    process.execPath,
    [...flags, '--input-type=module', '-e', `console.log(import.meta.resolve('${specifier}'))`],
    { cwd: root, encoding: 'utf8' },
  ).trim()

// Lexical's default Node entries load their code with a top-level
// `await import(…)`; Node 20 sometimes ends (exit 13) or stalls a process
// while such a graph loads. Its production entries have no top-level await
// (docs/decisions/012).
describe('the CMS scripts', () => {
  it('all run with the production condition', () => {
    // db:prepare, seed, admin:create and the build's own db:prepare.
    expect(cmsCommands.length).toBeGreaterThanOrEqual(4)
    for (const command of cmsCommands) expect(command).toMatch(/--conditions=production\b/)
  })

  it('so that Lexical loads without a top-level await', () => {
    const entry = resolved(['--conditions=production'], '@lexical/headless')
    expect(entry).toMatch(/\.prod\.mjs$/)
    expect(readFileSync(new URL(entry), 'utf8')).not.toMatch(/^\s*(const \w+ = )?await\b/m)
    // Without it, Node picks the entry that awaits.
    const fallback = readFileSync(new URL(resolved([], '@lexical/headless')), 'utf8')
    expect(fallback).toMatch(/^const mod = await\b/m)
  })
})
