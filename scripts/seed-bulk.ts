/**
 * Adds generated bilingual news articles to the configured database, for an
 * archive of any size (benchmarks, trying the site at scale):
 *   npm run seed:bulk -- --articles 10000 [--jobs 4] [--seed 1]
 * Deterministic from the seed; running it again adds only what is missing.
 * Run it before starting the site (a running site's cache does not see it).
 */
import './load-env'
import { parseArgs } from 'node:util'
import { runCommand, UsageError } from './account-command'

runCommand(async () => {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      articles: { type: 'string' },
      jobs: { type: 'string' },
      seed: { type: 'string' },
    },
    strict: true,
  })
  const count = (
    value: string | undefined,
    { fallback, least = 1 }: { fallback?: number; least?: number } = {},
  ) => {
    if (value === undefined && fallback !== undefined) return fallback
    const number = Number(value)
    if (!/^\d{1,7}$/.test(value ?? '') || number < least || number > 1_000_000) {
      throw new UsageError(
        'Usage: npm run seed:bulk -- --articles N [--jobs M] [--seed S] (N from 0, M and S from 1)',
      )
    }
    return number
  }
  // 0 prepares the database alone: its schema and the launch content.
  const articles = count(values.articles, { least: 0 })
  const jobs = count(values.jobs, { fallback: 1 })
  const seed = count(values.seed, { fallback: 1 })
  const { getPayload } = await import('payload')
  const { seedBulk } = await import('../src/cms/seed/seed-bulk')
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  const started = Date.now()
  let shown = 0
  const added = await seedBulk(payload, {
    articles,
    jobs,
    seed,
    onProgress: (done, total) => {
      if (done === total || Date.now() - shown > 5_000) {
        shown = Date.now()
        const rate = done / Math.max(1, (Date.now() - started) / 1000)
        process.stdout.write(`${done} / ${total} articles (${rate.toFixed(1)} a second)\n`)
      }
    },
  })
  await payload.destroy()
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  return `${added} articles added in ${seconds} s (${articles - added} were there).`
})
