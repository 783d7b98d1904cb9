import { z } from 'zod'

/**
 * Every environment variable the site reads, validated once. `.env.example`
 * lists the same variables with their defaults. Import `env` (server only:
 * client components get what they need as props) instead of `process.env`.
 */
const appEnv = z.enum(['production', 'test', 'development'])

const schema = z
  .object({
    NODE_ENV: z.enum(['production', 'test', 'development']).default('development'),
    /** Which agent app host and analytics behaviour to use; `test` also turns analytics off. */
    APP_ENV: appEnv.optional(),
    /** Public origin of this site, used for canonical links, hreflang and sitemaps. */
    SITE_URL: z.url().default('http://localhost:3000'),
    /** `file:` path for SQLite (default) or a `postgres://` URL for PostgreSQL. */
    DATABASE_URL: z
      .string()
      .regex(/^(file:|postgres(ql)?:\/\/)/, 'DATABASE_URL must start with file: or postgres://')
      .default('file:./data/site.db'),
    /** Secret for Payload's tokens; generated into data/ on first start when unset. */
    PAYLOAD_SECRET: z.string().min(32, 'PAYLOAD_SECRET needs at least 32 characters').optional(),
    /** Origin of the separate agent app; defaults by APP_ENV. */
    AGENT_APP_URL: z.url().optional(),
    /** Host names containing this text get the alternative licence lines. Empty: never. */
    HOST_VARIANT_MARKER: z.string().max(100).default(''),
    /** Overrides the analytics endpoint of the site settings. */
    ANALYTICS_ENDPOINT: z.url().optional(),
    /** Id of the build, set by scripts/build.sh; must be the same on every instance. */
    BUILD_ID: z
      .string()
      .regex(/^[\w.-]{1,64}$/, 'BUILD_ID: letters, digits, dot, dash')
      .optional(),
    /** Folder for uploaded media (images, video clips) when no object storage is configured. */
    MEDIA_DIR: z.string().min(1).default('data/media'),
    /**
     * An S3-compatible bucket for uploaded media, shared by every instance;
     * unset: files go to MEDIA_DIR. The endpoint is for services other than
     * Amazon S3 (most of them also need path-style addresses); without keys the
     * SDK's own chain is used (AWS_* variables, an instance role).
     */
    S3_BUCKET: z
      .string()
      .regex(/^[a-z\d][a-z\d.-]{1,61}[a-z\d]$/, 'S3_BUCKET: a bucket name (a-z, 0-9, dot, dash)')
      .optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z\d-]{1,40}$/, 'S3_REGION: a region name such as us-east-1')
      .default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
    /** Folder inside the bucket (`site/media`); unset: the bucket's root. */
    S3_PREFIX: z
      .string()
      .regex(
        /^(?!(.*\/)?\.{1,2}(\/|$))[\w.-]+(\/[\w.-]+)*$/,
        'S3_PREFIX: folder names separated by /',
      )
      .optional(),
    /**
     * The mail server the admin sends password resets through
     * (`smtps://user:password@mail.example.com:465`, or `smtp://…:587` with
     * STARTTLS); unset: no e-mail, and the sign-in page says whom to ask.
     */
    SMTP_URL: z
      .url()
      .refine((value) => /^smtps?:$/.test(new URL(value).protocol), 'SMTP_URL: smtp:// or smtps://')
      .optional(),
    /** The sender of those e-mails; unset: noreply at SITE_URL's host. */
    MAIL_FROM: z.email().optional(),
    /** When both are set, the first admin is created from them on first start. */
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD needs at least 12 characters').optional(),
    /**
     * Most URLs in one sitemap file (the protocol allows 50,000; a file also
     * stops at 64 KB); beyond it a language's /sitemap.xml is an index of
     * /sitemaps/N.xml files.
     */
    SITEMAP_MAX_URLS: z.coerce.number().int().min(1).max(50_000).default(50_000),
    /**
     * Megabytes of rendered pages and data each instance keeps in memory
     * without Redis (least recently used first out): what bounds an
     * instance's memory whatever the archive's size.
     */
    CACHE_MEMORY_MB: z.coerce.number().int().min(1).max(16_384).default(50),
    /** Redis for the cache shared by several instances (`redis://host:6379`); unset: each instance caches alone. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
    /** Port and address the server listens on (`npm start`). */
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /**
     * `1` when a proxy or load balancer in front sets X-Forwarded-Proto and
     * X-Forwarded-For: HTTPS is then read from it (the CSP's upgrade) and the client address
     * too (the admin's login limit). Never set it without such a proxy.
     */
    TRUST_PROXY: z.enum(['0', '1']).default('0'),
    /**
     * `1`: the server compresses what streams (the API's JSON, the admin, the
     * client router's payloads); `0`: a proxy in front does. Unset: `1`
     * without TRUST_PROXY, `0` with it. Pages, scripts and styles leave
     * compressed either way.
     */
    COMPRESS_STREAMS: z.enum(['0', '1']).optional(),
    /** Further origins pages may send requests to (space-separated), e.g. an analytics host set in the CMS. */
    CSP_CONNECT_ORIGINS: z
      .string()
      .regex(
        /^(https:\/\/[\w.-]+(:\d+)?)(\s+https:\/\/[\w.-]+(:\d+)?)*$/,
        'CSP_CONNECT_ORIGINS: https origins separated by spaces',
      )
      .optional(),
    /**
     * Other hosts the editors' redirect rules may send visitors to
     * (space-separated host names); rules to any other host are refused.
     */
    REDIRECT_HOSTS: z
      .string()
      .regex(/^[a-z\d.-]+(\s+[a-z\d.-]+)*$/i, 'REDIRECT_HOSTS: host names separated by spaces')
      .optional(),
    /**
     * Seconds a CDN may serve a cached page before asking again, and then serve
     * it stale while it asks in the background.
     */
    CDN_MAX_AGE: z.coerce.number().int().min(0).max(86_400).default(10),
    CDN_STALE_WHILE_REVALIDATE: z.coerce.number().int().min(0).max(604_800).default(300),
    /** Searches of queries not answered lately that one address may make a minute (0: no limit). */
    SEARCH_RATE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(30),
    /** How long a stopping server lets requests in flight finish (ms). */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(25_000),
  })
  .refine((e) => Boolean(e.S3_ACCESS_KEY_ID) === Boolean(e.S3_SECRET_ACCESS_KEY), {
    path: ['S3_ACCESS_KEY_ID'],
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
  })
  .refine((e) => !e.REDIS_URL || Boolean(e.PAYLOAD_SECRET), {
    path: ['PAYLOAD_SECRET'],
    message: 'set it whenever REDIS_URL is: every instance must sign admin sessions alike',
  })

export type Env = z.infer<typeof schema> & { APP_ENV: z.infer<typeof appEnv> }

const agentAppDefaults = {
  production: 'https://agent.example.com',
  test: 'https://agent-test.example.com',
  development: 'https://agent-test.example.com',
} as const

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings in .env files mean "unset".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const result = schema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment (see .env.example):\n${lines.join('\n')}`)
  }
  const parsed = result.data
  const resolvedAppEnv =
    parsed.APP_ENV ?? (parsed.NODE_ENV === 'production' ? 'production' : 'development')
  return { ...parsed, APP_ENV: resolvedAppEnv }
}

export const env: Env = parseEnv(process.env)

export function agentAppOrigin(e: Env = env): string {
  return (e.AGENT_APP_URL ?? agentAppDefaults[e.APP_ENV]).replace(/\/+$/, '')
}

export function siteOrigin(e: Env = env): string {
  return e.SITE_URL.replace(/\/+$/, '')
}

/**
 * The origin the admin accepts editing sessions from: SITE_URL's when it is
 * set; null when it is not (a trial run on any host and port), where each
 * request must come from the origin it was sent to (src/server/guards/credentials.ts).
 */
export function sessionOrigin(
  e: Env = env,
  source: Record<string, string | undefined> = process.env,
): string | null {
  return source.SITE_URL ? siteOrigin(e) : null
}

/** Where password resets are sent from, when SMTP_URL is set. */
export function mailSender(e: Env = env): { address: string; name: string } | null {
  if (!e.SMTP_URL) return null
  return {
    address: e.MAIL_FROM ?? `noreply@${new URL(e.SITE_URL).hostname}`,
    name: '天衍智能 Tianyan AI',
  }
}

/** The hosts outside the site that redirect rules may send visitors to. */
export function redirectHosts(e: Env = env): string[] {
  return e.REDIRECT_HOSTS?.toLowerCase().split(/\s+/) ?? []
}

export function isPostgres(e: Env = env): boolean {
  return /^postgres(ql)?:\/\//.test(e.DATABASE_URL)
}

export function mediaDir(e: Env = env): string {
  return e.MEDIA_DIR
}
