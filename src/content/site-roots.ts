import { escapeRegExp } from '../lib/regexp'

/**
 * The first segments of the paths that are not pages, named once: the
 * server's guards (src/server/guards/request-guard.ts, src/server/guards/anonymous-requests.ts)
 * derive their patterns from this list, and a test holds the proxy's matcher
 * (src/proxy.ts, which Next.js reads as a literal) to it.
 */
export const siteRoots = {
  /** Next.js's own files (scripts, styles, its image optimiser). */
  next: { path: '/_next', files: '/_next/static' },
  /** The CMS's content API (uploaded files under it). */
  api: { path: '/api' },
  /** The CMS's admin (its bare path too, which the proxy would otherwise take for a page). */
  admin: { path: '/admin', bare: true },
  /** The build-update files (src/app/builds). */
  builds: { path: '/builds', files: true },
  /** The server's own routes, loopback only (src/lib/internal-routes.ts). */
  internal: { path: '/internal' },
  /** QR codes, one file per address (src/lib/qr.ts). */
  qr: { path: '/qr', files: true, flat: true },
  /** Share cards, one file per card (src/content/share-cards/model.ts). */
  cards: { path: '/cards', files: true, flat: true },
  /** Drawn covers, one file per cover (src/content/drawn-covers.ts). */
  covers: { path: '/covers', files: true, flat: true },
  /** The static files of public/ and the icons. */
  assets: { path: '/assets', files: true },
} as const satisfies Record<
  string,
  { path: `/${string}`; files?: true | `/${string}`; flat?: true; bare?: true }
>

/** Single files at the site's root. */
export const rootFiles = ['/favicon.ico', '/robots.txt'] as const

type Root = (typeof siteRoots)[keyof typeof siteRoots]
const roots: readonly Root[] = Object.values(siteRoots)

const names = (paths: readonly string[]) =>
  paths.map((path) => escapeRegExp(path.slice(1))).join('|')
const fileRootPaths = roots.flatMap((root) =>
  'files' in root ? [root.files === true ? root.path : root.files] : [],
)

/** A path that no page answers: under a root above, or a root file. */
export const notPagePattern = new RegExp(
  `^\\/(${names(roots.map((root) => root.path))})(\\/|$)|^\\/(${names(rootFiles)})$`,
)

/** A path under a root outside the pages: what the CMS and the server's routes answer. */
export const outsidePagesPattern = new RegExp(
  `^\\/(${names(roots.map((root) => root.path))})(\\/|$)`,
)

/** A file served as it is (read only). */
export const filePattern = new RegExp(`^\\/(${names(fileRootPaths)})\\/|^\\/(${names(rootFiles)})$`)

/** A path deeper than the single files of a flat folder (cards, covers, QR codes). */
export const tooDeepPattern = new RegExp(
  `^\\/(${names(roots.flatMap((root) => ('flat' in root ? [root.path] : [])))})\\/[^/]*\\/`,
)

/**
 * The proxy's matcher as it must read: every path but those below the roots
 * above (and a `bare` root's own path) and the root files.
 */
export const proxyMatcher = `/((?!${[
  ...roots.flatMap((root) => {
    const name = root.path.slice(1)
    return 'bare' in root ? [`${name}$`, `${name}/`] : [`${name}/`]
  }),
  ...rootFiles.map((file) => `${escapeRegExp(file.slice(1))}$`),
].join('|')}).*)`
