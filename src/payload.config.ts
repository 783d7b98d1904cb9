import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { bodyEditor } from './cms/editor'
import { keepFieldErrors } from './cms/hooks/validation-errors'
import { errorsInAdminLanguage } from './cms/hooks/admin-language-errors'
import { REFUSAL } from './lib/public-error'
import { endFailedLogin } from './server/guards/login-limit'
import { en } from '@payloadcms/translations/languages/en'
import { zh } from '@payloadcms/translations/languages/zh'
import { buildConfig, type Config, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'
import { Media } from './cms/collections/media'
import { Redirects } from './cms/collections/redirects'
import { SearchSynonyms } from './cms/collections/search-synonyms'
import { Users } from './cms/collections/users'
import { typeCollections } from './cms/types'
import { Company } from './cms/globals/company'
import { Site } from './cms/globals/site'
import { withAfterCommit } from './cms/after-commit'
import { withConcurrentSessions } from './server/guards/concurrent-sessions'
import { withStaleSaveCheck } from './cms/stale-saves'
import { idsNeverReused } from './cms/ids-never-reused'
import { postgresLock } from './cms/one-at-a-time'
import { onInit } from './cms/on-init'
import { mediaStorage } from './cms/storage'
import { defaultLocale, localeNames, locales } from './i18n/locales'
import { env, isPostgres, mailSender, sessionOrigin, siteOrigin } from './lib/env'
import { payloadSecret } from './lib/secret'
import { jsonLogDestination, jsonLogOptions } from './lib/json-log-options'
import { restoreDialogText } from './cms/restore-keeps-live'
import { PreviewLinks } from './cms/collections/preview-links'
import { labelledTimestamps } from './cms/fields/timestamps'
import { unpublishDialogText } from './cms/unpublish-keeps-draft'
import { mediaFilesOutOfLists } from './cms/fields/internal-fields'
import { canSendMail, noMailText, smtpTransport } from './cms/password-reset'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'

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

const sender = mailSender()

export default buildConfig({
  // Password resets by e-mail when a mail server is configured (SMTP_URL);
  // without one, the sign-in page says whom to ask (cms/password-reset.ts).
  email:
    sender && env.SMTP_URL
      ? nodemailerAdapter({
          defaultFromAddress: sender.address,
          defaultFromName: sender.name,
          transportOptions: smtpTransport(env.SMTP_URL),
          skipVerify: true,
        })
      : undefined,
  // No serverURL: uploads get site-relative URLs, which work on every host
  // and port the site answers on. Cookie sessions are accepted only from
  // pages of the site's own origin (csrf, below).
  secret: payloadSecret(),
  db: database(),
  editor: bodyEditor,
  // Resizes uploads into the sizes and formats of the media collection.
  sharp,
  collections: [
    ...Object.values(typeCollections),
    Media,
    Redirects,
    SearchSynonyms,
    PreviewLinks,
    Users,
  ],
  // Uploads in S3-compatible object storage when configured, else in MEDIA_DIR.
  // The storage writes the media's file fields; the admin's lists leave them out.
  plugins: [
    mediaStorage(),
    mediaFilesOutOfLists(['url', 'prefix', '_objectKey', 'sizes']),
    labelledTimestamps,
  ],
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
    // A page an account may not open (an editor at "create user") says why
    // and who can, instead of asking a signed-in editor to sign in.
    translations: {
      zh: {
        general: { noLabel: '（{{label}}尚未翻译）', payloadSettings: '后台设置' },
        version: { ...restoreDialogText.zh, ...unpublishDialogText.zh },
        ...(canSendMail()
          ? {}
          : { authentication: { forgotPasswordQuestion: noMailText.question.zh } }),
        error: {
          unauthorized: '没有权限：请使用有相应权限的账户登录后再操作。',
          notAllowedToAccessPage:
            '你的账户没有打开这个页面的权限。只有管理员可以创建和管理用户账户；需要权限时，请联系管理员。',
        },
      },
      en: {
        general: { noLabel: '({{label}} not translated yet)', payloadSettings: 'Admin settings' },
        version: { ...restoreDialogText.en, ...unpublishDialogText.en },
        ...(canSendMail()
          ? {}
          : { authentication: { forgotPasswordQuestion: noMailText.question.en } }),
        error: {
          unauthorized: 'Not allowed: sign in with an account that has the rights for this.',
          notAllowedToAccessPage:
            'Your account may not open this page. Only admins can create and manage user accounts; ask an admin if you need access.',
        },
      },
    },
  },
  admin: {
    user: Users.slug,
    // Gravatar would be an outside request on every admin page.
    avatar: 'default',
    meta: { titleSuffix: ' · Admin' },
    // Every time of the admin (lists, versions, last modified) written one way,
    // in the company's zone (scripts/patch-admin.ts), which it names: GMT+8.
    dateFormat: 'yyyy-MM-dd HH:mm O',
    importMap: { baseDir: dirname },
    components: {
      // Opened at another address than SITE_URL's, the admin says it cannot save there;
      // the controls Payload names in English only get names in the admin's language.
      providers: [
        { path: '/cms/admin/origin-notice#OriginNotice', clientProps: { origin: sessionOrigin() } },
        '/cms/admin/accessible-names#AccessibleNames',
      ],
      // The admin home starts with a guide to publishing and counts of what waits.
      beforeDashboard: ['/cms/admin/editor-guide#EditorGuide'],
      views: {
        // The public first-user form is replaced: the first admin is created on the server.
        createFirstUser: {
          Component: '/cms/admin/first-admin-notice#FirstAdminNotice',
          path: '/create-first-user',
        },
        // Without a mail server, "forgot password" says whom to ask instead.
        ...(canSendMail()
          ? {}
          : {
              forgot: { Component: '/cms/admin/no-email-reset#NoEmailReset', path: '/forgot' },
            }),
      },
    },
  },
  // A refused save names its fields, so the admin marks each with its reason;
  // a failed sign-in ends its count of attempts under way (login-limit.ts);
  // Payload's English-only messages reach the editor in the admin's language.
  hooks: { afterError: [keepFieldErrors, endFailedLogin, errorsInAdminLanguage] },
  // Refusals of what a client asked are information; an error line means
  // something broke. (Payload looks the level up by any error's name; its
  // type lists only its own names.)
  loggingLevels: { [REFUSAL]: 'info' } as Config['loggingLevels'],
  // With SITE_URL, Payload accepts session cookies from that origin only;
  // without it, from the origin each request was sent to, which the site's
  // server checks before Payload (src/server/guards/credentials.ts).
  csrf: sessionOrigin() ? [siteOrigin()] : [],
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
