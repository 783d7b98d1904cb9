import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type CollectionSlug,
  type FieldHook,
  type Payload,
} from 'payload'
import { contentTypes } from '@/content/types'
import { isLocale, localeNames, locales, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { siteOrigin } from '@/lib/env'
import {
  previewParam,
  previewToken,
  previewTokenLink,
  previewTokenValid,
  type PreviewGrant,
} from '@/lib/preview-token'
import { payloadSecret } from '@/lib/secret'
import { adminLabel, both, inAdminLanguage, typeLabels } from '../admin-text'
import { isEditor } from '../access/roles'

/** How long a shared preview link opens its draft, unless the editor says otherwise. */
export const PREVIEW_LINK_DAYS = 7
/** The longest a link may run. */
const MAX_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

/** The content types editors preview, by collection: where their previews are. */
const previewRoots: Record<string, string> = Object.fromEntries(
  Object.values(contentTypes).flatMap((type) =>
    'preview' in type ? [[type.collection, type.preview]] : [],
  ),
)

const refusals = {
  unknownItem: both(
    '没有这一项：请从要分享的内容的编辑页创建预览链接。',
    'No such item: create the preview link from the edit screen of what you share.',
  ),
  tooLong: both(
    `预览链接最长有效 ${MAX_DAYS} 天，到期时间须在将来。`,
    `A preview link runs ${MAX_DAYS} days at most, and must expire in the future.`,
  ),
}

/** A stored link as the token signs it. */
function grantOf(doc: Record<string, unknown>): PreviewGrant | null {
  const { id, collection, item, locale, expiresAt } = doc
  if (typeof id !== 'number' || typeof collection !== 'string' || typeof item !== 'number') {
    return null
  }
  if (typeof locale !== 'string' || typeof expiresAt !== 'string') return null
  return { link: id, collection, item, locale, expiresAt: new Date(expiresAt).toISOString() }
}

/** The address a stored link opens: the item's preview, with the link's token. */
function addressOf(grant: PreviewGrant): string | null {
  const root = previewRoots[grant.collection]
  if (!root || !isLocale(grant.locale)) return null
  const path = localizedPath(`${root}/${grant.item}`, grant.locale)
  return `${siteOrigin()}${path}?${previewParam}=${previewToken(grant, payloadSecret())}`
}

const addressField: FieldHook = ({ data }) => {
  const grant = data ? grantOf(data) : null
  return grant ? addressOf(grant) : null
}

/**
 * Whether the link whose token a reviewer's request carries opens `target`
 * (one item's draft in one language) now: it exists (revoking deletes it), it
 * is the one the token signs, and it has not expired.
 */
export async function sharedPreviewOpens(
  payload: Payload,
  token: string | null,
  target: { collection: string; item: number; locale: Locale },
  now = new Date(),
): Promise<boolean> {
  const link = previewTokenLink(token)
  if (link === null || !token) return false
  const { docs } = await payload.find({
    collection: 'preview-links',
    where: { id: { equals: link } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const grant = docs[0] ? grantOf(docs[0] as unknown as Record<string, unknown>) : null
  if (!grant) return false
  return (
    grant.collection === target.collection &&
    grant.item === target.item &&
    grant.locale === target.locale &&
    previewTokenValid(token, grant, payloadSecret(), now)
  )
}

/** The item a new link is for exists, and its expiry is ahead and within the longest run. */
const checkNewLink: CollectionBeforeChangeHook = async ({ data, req, operation }) => {
  if (operation !== 'create') return data
  const now = Date.now()
  const expiresAt =
    typeof data.expiresAt === 'string' && data.expiresAt
      ? Date.parse(data.expiresAt)
      : now + PREVIEW_LINK_DAYS * DAY_MS
  if (!Number.isFinite(expiresAt) || expiresAt <= now || expiresAt > now + MAX_DAYS * DAY_MS) {
    throw new ValidationError({
      errors: [{ path: 'expiresAt', message: inAdminLanguage(req, refusals.tooLong) }],
    })
  }
  const collection = String(data.collection)
  const item = Number(data.item)
  const found =
    collection in previewRoots && Number.isSafeInteger(item)
      ? await req.payload
          .find({
            collection: collection as CollectionSlug,
            where: { id: { equals: item } },
            draft: true,
            depth: 0,
            limit: 1,
            pagination: false,
            overrideAccess: true,
            req,
          })
          .then((result) => result.docs.length > 0)
      : false
  if (!found) {
    throw new ValidationError({
      errors: [{ path: 'item', message: inAdminLanguage(req, refusals.unknownItem) }],
    })
  }
  return {
    ...data,
    item,
    expiresAt: new Date(expiresAt).toISOString(),
    createdBy: req.user?.id,
  }
}

/**
 * Preview links shared with reviewers who have no account: each opens one
 * item's latest draft in one language, as its editors' preview does, until
 * it expires (seven days unless set, thirty at most). Signed with the CMS
 * secret (lib/preview-token.ts); deleting a link revokes it at once. Editors
 * create them from an item's edit screen (admin/share-preview.tsx).
 */
export const PreviewLinks: CollectionConfig = {
  slug: 'preview-links',
  labels: {
    singular: adminLabel('预览链接', 'Preview link'),
    plural: adminLabel('预览链接', 'Preview links'),
  },
  admin: {
    listSearchableFields: ['item'],
    defaultColumns: ['collection', 'item', 'locale', 'expiresAt', 'createdBy', 'address'],
    description: both(
      '分享给没有账户的审阅者的草稿预览链接，每条打开一项内容某一种语言的最新草稿。删除一条即撤销它；到期后自动失效。',
      'Draft previews shared with reviewers who have no account; each opens the latest draft of one item in one language. Delete a link to revoke it; it stops working on its own when it expires.',
    ),
  },
  access: { read: isEditor, create: isEditor, update: () => false, delete: isEditor },
  hooks: { beforeChange: [checkNewLink] },
  fields: [
    {
      name: 'collection',
      label: adminLabel('内容类型', 'Content type'),
      type: 'select',
      required: true,
      options: Object.values(contentTypes).flatMap((type) =>
        'preview' in type
          ? [
              {
                value: type.collection,
                label: typeLabels(type).singular,
              },
            ]
          : [],
      ),
    },
    { name: 'item', label: adminLabel('编号', 'Item id'), type: 'number', required: true },
    {
      name: 'locale',
      label: adminLabel('语言', 'Language'),
      type: 'select',
      required: true,
      options: locales.map((code) => ({ value: code, label: localeNames[code] })),
    },
    {
      name: 'expiresAt',
      label: adminLabel('到期时间', 'Expires'),
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'createdBy',
      label: adminLabel('创建人', 'Created by'),
      type: 'relationship',
      relationTo: 'users',
      // Its id only: never the account's details in a link's answer.
      maxDepth: 0,
      admin: { readOnly: true },
    },
    {
      // The address to send: never stored, worked out from the link as read.
      name: 'address',
      label: adminLabel('链接', 'Link'),
      type: 'text',
      virtual: true,
      admin: { readOnly: true },
      hooks: { afterRead: [addressField] },
    },
  ],
}
