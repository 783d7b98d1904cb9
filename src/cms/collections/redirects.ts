import { editorialCollection } from '../editorial'
import type { CollectionConfig, PayloadRequest } from 'payload'
import { adminLabel, both, inAdminLanguage } from '../admin-text'
import { anyone, isEditor } from '../access/roles'
import { revalidateOnChange } from '../hooks/revalidate'
import { cacheTags } from '@/content/cache-tags'
import { redirectHosts, siteOrigin } from '../../lib/env'
import { comparablePath } from '../../lib/build-update'
import { headerSafe, isAllowedRedirect } from '../../lib/server-redirects'

/** A site path: starts with one slash; no spaces, no backslash, no scheme-relative `//` or `/\`. */
export const sitePathPattern = /^\/(?![/\\])[^\s\\]*$/

/** A path with a `%` that is not followed by the code of a character: no request can ask for it. */
const badEncoding = both(
  '地址中的 % 必须是完整的字符编码（如 %E5%85%B3），或直接写中文。',
  'A % in the address must be a whole character code (like %E5%85%B3); or write the characters themselves.',
)

export const Redirects: CollectionConfig = editorialCollection(
  {
    slug: 'redirects',
    labels: {
      singular: adminLabel('跳转', 'Redirect'),
      plural: adminLabel('跳转规则', 'Redirects'),
    },
    admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'permanent'] },
    access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
    hooks: revalidateOnChange(() => [cacheTags.redirects]),
    fields: [
      {
        name: 'from',
        label: adminLabel('原路径', 'From'),
        type: 'text',
        required: true,
        unique: true,
        index: true,
        admin: {
          description: both(
            '本站不再有页面的路径，例如 /about 或 /en/about（仍有页面的路径照常显示该页面）。',
            'A path of this site that no page answers any more, e.g. /about or /en/about (a path with a page keeps showing it).',
          ),
        },
        validate: (value: unknown, { req }: { req: PayloadRequest }) => {
          if (typeof value !== 'string' || !sitePathPattern.test(value)) {
            return inAdminLanguage(
              req,
              both('请以一个 / 开头，不要有空格。', 'Start with a single / and use no spaces.'),
            )
          }
          return comparablePath(value) !== null || inAdminLanguage(req, badEncoding)
        },
      },
      {
        name: 'to',
        label: adminLabel('目标', 'To'),
        type: 'text',
        required: true,
        admin: {
          description: both(
            '本站的路径（/news），或网站允许的主机上完整的 https:// 地址（REDIRECT_HOSTS）。',
            'A path of this site (/news) or a full https:// address on a host the site allows (REDIRECT_HOSTS).',
          ),
        },
        validate: (value: unknown, { req }: { req: PayloadRequest }) => {
          if (typeof value === 'string' && (comparablePath(value) === null || !headerSafe(value))) {
            return inAdminLanguage(req, badEncoding)
          }
          if (
            typeof value === 'string' &&
            (sitePathPattern.test(value) ||
              (/^https:\/\/[^\s/]+(\/[^\s]*)?$/.test(value) &&
                isAllowedRedirect(value, siteOrigin(), redirectHosts())))
          ) {
            return true
          }
          const hosts = redirectHosts().join(', ')
          return inAdminLanguage(
            req,
            both(
              `请填写以 / 开头的路径，或以下主机上完整的 https:// 地址：${hosts || '（未允许其他主机）'}。`,
              `Use a path starting with / or a full https:// address on one of: ${hosts || '(no other hosts allowed)'}.`,
            ),
          )
        },
      },
      {
        name: 'permanent',
        label: adminLabel('永久跳转', 'Permanent'),
        type: 'checkbox',
        defaultValue: false,
        admin: {
          description: both(
            '页面已永久移动时选永久（308）；否则为临时（307）。',
            'Permanent (308) for moved pages; temporary (307) otherwise.',
          ),
        },
      },
    ],
  },
  { bilingual: false },
)
