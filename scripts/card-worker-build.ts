import type { build as esbuildBuild } from 'esbuild'

/**
 * The share cards' drawing thread (src/lib/share-card/worker.ts) as one file
 * beside the build: the server's pages start it from there. Packages stay
 * outside, read from node_modules as the server reads them.
 */
export async function buildCardWorker(build: typeof esbuildBuild, outfile: string): Promise<void> {
  await build({
    entryPoints: ['src/lib/share-card/worker.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'warning',
    outfile,
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { build } = await import('esbuild')
  await buildCardWorker(build, process.argv[2] ?? '.next/card-worker.mjs')
}
