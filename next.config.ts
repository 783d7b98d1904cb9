import { withPayload } from '@payloadcms/next/withPayload'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_SERVER } from 'next/constants'
import createNextIntlPlugin from 'next-intl/plugin'
import { parseEnv } from './src/lib/env'
import { securityHeaderRules } from './src/server/guards/security-headers'

// Fail the build early, with a readable message, when the environment is invalid.
parseEnv(process.env)

// One id per build (scripts/build.sh sets it; every instance of a deployment
// must share it). The client compares it with /builds/latest.json.
const buildId = process.env.BUILD_ID || 'development'
const buildTimestamp = process.env.BUILD_TIMESTAMP || '0'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Compression is the reverse proxy's in front (deploy/nginx-site.conf).
  compress: false,
  // Next hashes every answer's body, on every request, for its ETag; the
  // server tags public pages itself, once per body (src/server/response-filter.ts).
  generateEtags: false,
  generateBuildId: () => Promise.resolve(buildId),
  // The deployment id too: asset URLs carry it, and a client navigation
  // answered by an instance of another build becomes a full page load.
  deploymentId: buildId === 'development' ? undefined : buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId, NEXT_PUBLIC_BUILD_TIMESTAMP: buildTimestamp },
  experimental: { globalNotFound: true },
  // Native (a prebuilt binary per platform), or carrying WebAssembly (the
  // share cards' renderer): loaded by Node.js, not bundled.
  serverExternalPackages: ['@node-rs/jieba', 'satori'],
  reactStrictMode: true,
  typedRoutes: false,
  // No image optimiser: pages show the CMS's WebP renditions, and the
  // server answers /_next/image with 404 (src/server/guards/request-guard.ts).
  images: { unoptimized: true },
  // Browsers ask for /favicon.ico on their own; the icon is an SVG.
  redirects: () =>
    Promise.resolve([
      { source: '/favicon.ico', destination: '/assets/brand/icon.svg', permanent: true },
      // "Create New" always starts with the Chinese version, the source of
      // every translation, whatever language the editor last worked in.
      {
        source: '/admin/collections/:collection/create',
        missing: [{ type: 'query', key: 'locale', value: 'zh' }],
        destination: '/admin/collections/:collection/create?locale=zh',
        permanent: false,
      },
    ]),
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

// Payload asks for the colour-scheme client hint on every path, with
// `Critical-CH`: a browser without the hint then sends the whole page request
// again before showing anything, and `Vary` splits every cache by it. Only
// the admin uses the hint, so only the admin asks for it.
// The security headers follow (src/server/guards/security-headers.ts).
const payloadHeaders = config.headers
config.headers = async () => [
  ...((await payloadHeaders?.()) ?? []).map((rule) =>
    rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule,
  ),
  ...securityHeaderRules(),
]

/**
 * The id of the build being served. The server evaluates this file again
 * when it starts, without the build's environment: the id comes from the
 * build's output (.next/BUILD_ID, written from generateBuildId above).
 * Without it, every page rendered after a save (a home page after a publish)
 * would lose the deployment id: no `data-dpl-id`, asset URLs without it, and
 * a navigation answered by another build no longer noticed.
 */
function servedBuildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID
  try {
    return readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'development'
  }
}

export default function configForPhase(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_SERVER) return config
  const served = servedBuildId()
  return {
    ...config,
    generateBuildId: () => Promise.resolve(served),
    deploymentId: served === 'development' ? undefined : served,
    // The running server caches pages and data through this handler: in
    // Redis, shared by every instance, with REDIS_URL; else in this
    // instance's memory. Either way an entry rendered from content older than
    // an editor's save is never kept (docs/decisions/011). The build never uses it.
    cacheHandler: path.join(process.cwd(), 'src/server/cache-handler.mjs'),
    // This instance's memory of pages and data (without Redis, or while Redis is away).
    cacheMaxMemorySize: parseEnv(process.env).CACHE_MEMORY_MB * 1024 * 1024,
  }
}
