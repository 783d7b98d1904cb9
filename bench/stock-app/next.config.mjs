import createNextIntlPlugin from 'next-intl/plugin'

// Built in a copy outside the project whose node_modules links to the
// project's (see scripts/bench-baseline.ts): the root is the filesystem's.
export default createNextIntlPlugin('./i18n/request.ts')({
  turbopack: { root: '/' },
  outputFileTracingRoot: '/',
})
