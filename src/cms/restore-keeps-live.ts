import { restoreVersionOperation, type CollectionSlug, type Endpoint } from 'payload'
import { both, inAdminLanguage } from './admin-text'
import { requestOfItsOwn } from './request-of-its-own'

const restoredAsDraft = both(
  '已恢复为草稿：网站上仍是原来的版本，发布后才会显示恢复的内容。',
  'Restored as a draft: the site keeps showing the live version until you publish.',
)
const restoredLive = both(
  '已恢复并发布：网站现在显示这个版本。',
  'Restored and published: the site now shows this version.',
)

/**
 * What the restore dialog says before it restores: which versions go live.
 * (Payload's dialog is the same for every version; the endpoint below
 * decides by the version's state.)
 */
export const restoreDialogText = {
  zh: {
    aboutToRestore:
      '将把此{{label}}恢复到 {{versionDate}} 时的状态。已发布的版本会立即显示在网站上；草稿版本会成为待发布的草稿，网站上的版本不变。',
  },
  en: {
    aboutToRestore:
      'This {{label}} will be restored to the state it was in on {{versionDate}}. A published version goes live on the site at once; a draft version becomes the pending draft, and the site keeps the live version.',
  },
}

/**
 * The admin's "restore this version", in place of Payload's own handler of
 * the same address: a draft version comes back as the pending draft, and the
 * live version stays live (Payload would write it over the live one, taking
 * a published item off the site). A published version goes live, as the
 * dialog says; the language checks of a publish apply to it.
 */
export function restoreKeepingLive(collection: CollectionSlug): Endpoint {
  return {
    path: '/versions/:id',
    method: 'post',
    handler: async (req) => {
      const { id: param } = req.routeParams ?? {}
      const id = typeof param === 'string' || typeof param === 'number' ? String(param) : ''
      const version = await req.payload.findVersionByID({
        collection,
        id,
        depth: 0,
        overrideAccess: false,
        user: req.user,
        req: requestOfItsOwn(req),
      })
      const status = (version.version as { _status?: unknown })._status
      const draft = req.searchParams.get('draft') === 'true' || status !== 'published'
      // The operation, as Payload's own handler calls it (its local API has no `draft`).
      const doc = await restoreVersionOperation({
        collection: req.payload.collections[collection],
        id,
        draft,
        depth: 0,
        req,
      })
      return Response.json({
        ...doc,
        message: inAdminLanguage(req, draft ? restoredAsDraft : restoredLive),
      })
    },
  }
}
