import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { bodyEditor } from './cms/editor'
import { keepFieldErrors } from './cms/hooks/validation-errors'
import { REFUSAL } from './cms/errors/public-error'
import { endFailedLogin } from './cms/hooks/login-limit'
import { en } from '@payloadcms/translations/languages/en'
import { zh } from '@payloadcms/translations/languages/zh'
import { buildConfig, type Config, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'
import { Faqs } from './cms/collections/faqs'
import { Jobs } from './cms/collections/jobs'
import { Media } from './cms/collections/media'
import { News } from './cms/collections/news'
import { Redirects } from './cms/collections/redirects'
import { Users } from './cms/collections/users'
import { Videos } from './cms/collections/videos'
import { Company } from './cms/globals/company'
import { Site } from './cms/globals/site'
import { withAfterCommit } from './cms/after-commit'
import { withConcurrentSessions } from './cms/concurrent-sessions'
import { withStaleSaveCheck } from './cms/stale-saves'
import { idsNeverReused } from './cms/ids-never-reused'
import { postgresLock } from './cms/one-at-a-time'
import { onInit } from './cms/on-init'
import { mediaStorage } from './cms/storage'
import { defaultLocale, localeNames, locales } from './i18n/locales'
import { env, isPostgres, siteOrigin } from './lib/env'
import { payloadSecret } from './lib/secret'
import { jsonLogDestination, jsonLogOptions } from './lib/json-log-options'

const dirname = path.dirname(fileURLToPath(import.meta.url))

function database(): DatabaseAdapterObj {
  if (isPostgres()) {
    const postgres = postgresAdapter({
      // A database that does not answer fails a read within seconds, so that
      // pages show their error state instead of waiting (and the pool recovers
      // by itself once the database is back).
      pool: {
        connectionString: env.DATABASE_URL,
        connectionTimeoutMillis: 3000,
        query_timeout: 3500,
      },
      migrationDir: path.resolve(dirname, 'cms/migrations/postgres'),
      push: false,
    })
    // Caches are invalidated once a save is committed; one account's session
    // list is written by one transaction at a time, on every instance; a save
    // made from an older version than the stored one is refused.
    return withAfterCommit(withStaleSaveCheck(withConcurrentSessions(postgres, postgresLock)))
  }
  const sqlite = sqliteAdapter({
    client: { url: env.DATABASE_URL },
    migrationDir: path.resolve(dirname, 'cms/migrations/sqlite'),
    push: false,
    // SQLite waits this long for another process's lock (a seed or admin
    // command) before a query fails. The wait blocks the server, so it is short.
    busyTimeout: 1000,
    afterSchemaInit: [idsNeverReused],
  })
  // Without transactions a save is written when its hooks invalidate the
  // caches; one account's session list is written by one request at a time
  // in this process; a save made from an older version than the stored one
  // is refused.
  return withAfterCommit(withStaleSaveCheck(withConcurrentSessions(sqlite)))
}

export default buildConfig({
  // No serverURL: uploads get site-relative URLs, which work on every host
  // and port the site answers on. Cookie sessions are accepted only from
  // pages of the site's own origin (csrf, below).
  secret: payloadSecret(),
  db: database(),
  editor: bodyEditor,
  // Resizes uploads into the sizes and formats of the media collection.
  sharp,
  collections: [News, Jobs, Faqs, Videos, Media, Redirects, Users],
  // Uploads in S3-compatible object storage when configured, else in MEDIA_DIR.
  plugins: [mediaStorage()],
  globals: [Company, Site],
  localization: {
    locales: locales.map((code) => ({ code, label: localeNames[code] })),
    defaultLocale,
    // A missing translation stays missing: pages never mix languages.
    fallback: false,
  },
  i18n: {
    supportedLanguages: { zh, en },
    fallbackLanguage: 'zh',
    // A list row whose title is empty in the language shown is one not translated yet.
    translations: {
      zh: { general: { noLabel: '（{{label}}尚未翻译）' } },
      en: { general: { noLabel: '({{label}} not translated yet)' } },
    },
  },
  admin: {
    user: Users.slug,
    // Gravatar would be an outside request on every admin page.
    avatar: 'default',
    meta: { titleSuffix: ' · Admin' },
    importMap: { baseDir: dirname },
    components: {
      // The admin home starts with a guide to publishing and counts of what waits.
      beforeDashboard: ['/cms/admin/editor-guide#EditorGuide'],
      views: {
        // The public first-user form is replaced: the first admin is created on the server.
        createFirstUser: {
          Component: '/cms/admin/first-admin-notice#FirstAdminNotice',
          path: '/create-first-user',
        },
      },
    },
  },
  // A refused save names its fields, so the admin marks each with its reason;
  // a failed sign-in ends its count of attempts under way (login-limit.ts).
  hooks: { afterError: [keepFieldErrors, endFailedLogin] },
  // Refusals of what a client asked are information; an error line means
  // something broke. (Payload looks the level up by any error's name; its
  // type lists only its own names.)
  loggingLevels: { [REFUSAL]: 'info' } as Config['loggingLevels'],
  csrf: [siteOrigin()],
  // No GraphQL API: neither the site nor the admin uses it, and it let one
  // anonymous request cost seconds (aliases) and named the schema ("Did you mean").
  graphQL: { disable: true },
  // Largest upload (a video clip); images have a lower limit of their own (media.ts).
  upload: { limits: { fileSize: 50 * 1024 * 1024 } },
  // The server's logs are JSON lines (src/server/log.ts); the CMS's too.
  logger:
    process.env.NODE_ENV === 'production'
      ? { options: jsonLogOptions, destination: jsonLogDestination() }
      : undefined,
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  onInit,
})
