import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
  // `server-only` throws outside React Server Components; tests run data code directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/fixtures/empty-module.ts'),
}

/**
 * TEST_SHUFFLE=1 runs the tests of every file in random order (the seed is
 * printed; `--sequence.seed` repeats an order), to find tests that lean on
 * another's fixtures.
 */
const sequence = { shuffle: process.env.TEST_SHUFFLE === '1' }

export default defineConfig({
  resolve: { alias },
  test: {
    sequence,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
          // A few tests start a process of their own (a restarted cache, the
          // log's process warnings): seconds on a busy machine.
          testTimeout: 30_000,
          // next-intl imports `next/navigation` without an extension, which only a bundler resolves.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file gets its own database; run them one at a time.
          fileParallelism: false,
        },
      },
    ],
  },
})
