/**
 * Build-update protocol (app/builds/): constants and the pure rules the client
 * applies. The browser side is components/app/build-update.client.tsx.
 */
export const BUILD_POLL_INTERVAL_MS = 3_600_000
export const META_FETCH_DELAY_MS = 1000
export const RELOAD_GUARD_MS = 10_000

export type BuildInfo = { id: string; timestamp: number }
export type RedirectRule = { from: string; to: string; permanent: boolean }
export type BuildMeta = BuildInfo & { redirects: RedirectRule[] }

export const latestPath = '/builds/latest.json'
export const metaPath = (buildId: string) => `/builds/meta/${encodeURIComponent(buildId)}.json`

/**
 * Whether the build announced by `/builds/latest.json` replaces the one the
 * page runs: another id, built no earlier. During a rolling update instances
 * of both builds answer; an older one answering changes nothing.
 */
export function isNewerBuild(latest: BuildInfo, own: BuildInfo): boolean {
  return Boolean(latest.id) && latest.id !== own.id && latest.timestamp >= own.timestamp
}

/** Whether a reload of `path` may happen now, given when it was last reloaded. */
export function mayReload(lastReloadAt: number | undefined, now: number): boolean {
  return lastReloadAt === undefined || now - lastReloadAt >= RELOAD_GUARD_MS
}

/** The redirect rule matching a path, if any (exact match, trailing slash ignored). */
export function findRedirect(
  rules: readonly RedirectRule[],
  pathname: string,
): RedirectRule | undefined {
  const target = comparablePath(pathname)
  if (target === null) return undefined
  return rules.find((rule) => comparablePath(rule.from) === target)
}

/**
 * A path as rules compare it: decoded (`/关于` and `/%E5%85%B3%E4%BA%8E` are
 * one path), without a trailing slash; null when it is not valid percent-encoding.
 */
export function comparablePath(path: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return null
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded
}

export function isExternalTarget(to: string): boolean {
  return /^https?:\/\//i.test(to)
}

/** Messages browsers and bundlers use for a code chunk that failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  return (
    typeof message === 'string' &&
    /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      message,
    )
  )
}
