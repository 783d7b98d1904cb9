import type {
  BaseDatabaseAdapter,
  CollectionBeforeOperationHook,
  CollectionSlug,
  CreateGlobalVersion,
  CreateVersion,
  DatabaseAdapterObj,
  GlobalBeforeOperationHook,
  GlobalSlug,
  PayloadRequest,
  UpdateGlobal,
  UpdateOne,
} from 'payload'
import { oneAtATime } from './one-at-a-time'
import { EDITED_BY, staleSaveRefusal, type SavedDocument } from './stale-save-refusal'
import { contentOf } from './unpublish-keeps-draft'

/**
 * Saves made from an older version than the one stored are refused
 * (docs/decisions/017): another editor's save came in between, and writing
 * this one would silently undo it. A save names the version it starts from
 * by the `updatedAt` its form was filled with (the admin sends it back with
 * every save); saves that name none (scripts, the seed) are not checked.
 */

type Base = { target: SavedDocument; checked: boolean }

const BASES = 'staleSaveBases'

const keyOf = ({ kind, slug, id }: Pick<SavedDocument, 'kind' | 'slug' | 'id'>) =>
  kind === 'global' ? `global:${slug}` : `${slug}:${String(id)}`

function basesOf(req: Partial<PayloadRequest> | undefined): Map<string, Base> | undefined {
  return req?.context?.[BASES] as Map<string, Base> | undefined
}

const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN)

/** When the stored document last changed: its latest version, or the document itself. */
async function storedAt(
  db: BaseDatabaseAdapter,
  { kind, slug, id }: SavedDocument,
  req: Partial<PayloadRequest>,
): Promise<number> {
  const latest = { latest: { equals: true } }
  const newest = { req, limit: 1, sort: '-updatedAt', pagination: false } as const
  if (kind === 'global') {
    const versioned = db.payload.globals.config.some((g) => g.slug === slug && g.versions)
    const [doc, versions] = await Promise.all([
      db.findGlobal({ slug, req, select: { updatedAt: true } }) as Promise<{
        updatedAt?: unknown
      } | null>,
      versioned
        ? db.findGlobalVersions({ ...newest, global: slug as GlobalSlug, where: latest })
        : null,
    ])
    return Math.max(time(doc?.updatedAt) || 0, time(versions?.docs[0]?.version.updatedAt) || 0)
  }
  const versioned = Boolean(db.payload.collections[slug as CollectionSlug]?.config.versions)
  const [doc, versions] = await Promise.all([
    db.findOne({
      collection: slug as CollectionSlug,
      req,
      where: { id: { equals: id } },
      select: { updatedAt: true },
    }) as Promise<{ updatedAt?: unknown } | null>,
    versioned
      ? db.findVersions({
          ...newest,
          collection: slug as CollectionSlug,
          where: { and: [{ parent: { equals: id } }, latest] },
        })
      : null,
  ])
  return Math.max(time(doc?.updatedAt) || 0, time(versions?.docs[0]?.version.updatedAt) || 0)
}

/**
 * Whether every version saved since the form's is this editor's own change of
 * state alone: the edit form's "unpublish" sends the state without the
 * version the form shows, and the form still shows what is stored, so its
 * next save (publish again, save a draft) overwrites nothing.
 */
async function onlyOwnStateChangesSince(
  db: BaseDatabaseAdapter,
  { kind, slug, id, base }: SavedDocument,
  req: Partial<PayloadRequest>,
): Promise<boolean> {
  const user = req.user
  const collection = slug as CollectionSlug
  if (kind !== 'collection' || !user || !db.payload.collections[collection]?.config.versions) {
    return false
  }
  const { docs } = await db.findVersions({
    collection,
    req,
    locale: 'all',
    limit: 10,
    pagination: false,
    sort: '-updatedAt',
    where: { parent: { equals: id } },
  })
  const versions = docs.map((doc) => doc.version as Record<string, unknown>)
  const at = versions.findIndex((version) => time(version.updatedAt) <= time(base))
  const formVersion = versions[at]
  if (at <= 0 || !formVersion) return false
  const content = contentOf(formVersion)
  return versions
    .slice(0, at)
    .every(
      (version) => String(version[EDITED_BY]) === String(user.id) && contentOf(version) === content,
    )
}

async function refuseIfStale(req: Partial<PayloadRequest>, target: SavedDocument) {
  const { payload } = req
  if (!payload) return
  if ((await storedAt(payload.db, target, req)) <= time(target.base)) return
  if (await onlyOwnStateChangesSince(payload.db, target, req)) return
  throw await staleSaveRefusal(payload, req as PayloadRequest, target)
}

/**
 * Notes where a save starts from and refuses it at once when it is already
 * stale: the common case, answered before anything is validated or written.
 */
async function remember(
  req: PayloadRequest,
  target: Omit<SavedDocument, 'base'>,
  data: unknown,
): Promise<void> {
  const base = (data as { updatedAt?: unknown } | undefined)?.updatedAt
  if (typeof base !== 'string' || Number.isNaN(Date.parse(base))) return
  let bases = basesOf(req)
  if (!bases) req.context[BASES] = bases = new Map()
  const saved = { ...target, base }
  bases.set(keyOf(saved), { target: saved, checked: false })
  await refuseIfStale(req, saved)
}

type SaveArgs = { id?: number | string; data?: unknown }

const OUTERMOST = 'staleSaveOutermost'
const writes = new Set(['create', 'update', 'delete'])

/**
 * Whether this write is the request's own, not one its hooks make inside it
 * (the other language's alt text, the storage's file data): those start from
 * what this very request just wrote, and are never another editor's.
 */
function isRequestsOwnWrite(req: PayloadRequest, operation: string): boolean {
  if (!writes.has(operation)) return false
  if (req.context[OUTERMOST]) return false
  req.context[OUTERMOST] = true
  return true
}

export const rememberSaveBase: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  const { id, data } = args as SaveArgs
  const own = isRequestsOwnWrite(req, operation)
  if (own && operation === 'update' && id !== undefined) {
    await remember(req, { kind: 'collection', slug: collection.slug, id }, data)
  }
  return args
}

export const rememberGlobalSaveBase: GlobalBeforeOperationHook = async ({
  args,
  global,
  operation,
  req,
}) => {
  if (isRequestsOwnWrite(req, operation) && operation === 'update') {
    await remember(req, { kind: 'global', slug: global.slug }, (args as SaveArgs | undefined)?.data)
  }
  return args as unknown
}

/**
 * The database adapter, checking each save with a starting point once more
 * right before its first write, as one step with that write per document:
 * on PostgreSQL under a lock its transaction holds until it commits (on every
 * instance), on SQLite (one process) in a queue of this process. Two saves
 * from the same version, however close, never both pass.
 */
export function withStaleSaveCheck(database: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...database,
    init: (args) => {
      const adapter = database.init(args)
      guardWrites(adapter)
      return adapter
    },
  }
}

function guardWrites(adapter: BaseDatabaseAdapter) {
  const updateOne = adapter.updateOne.bind(adapter)
  const createVersion = adapter.createVersion.bind(adapter)
  const updateGlobal = adapter.updateGlobal.bind(adapter)
  const createGlobalVersion = adapter.createGlobalVersion.bind(adapter)

  const checked = (
    document: Pick<SavedDocument, 'kind' | 'slug' | 'id'>,
    req: Partial<PayloadRequest> | undefined,
    write: () => Promise<unknown>,
  ): Promise<unknown> => {
    const base = basesOf(req)?.get(keyOf(document))
    if (!req || !base || base.checked) return write()
    return oneAtATime(req, `save:${keyOf(document)}`, async () => {
      base.checked = true
      await refuseIfStale(req, base.target)
      return write()
    })
  }

  adapter.updateOne = async function (args) {
    const write = () => updateOne(args) as Promise<unknown>
    if (args.id === undefined) return write()
    return checked({ kind: 'collection', slug: args.collection, id: args.id }, args.req, write)
  } as UpdateOne
  adapter.createVersion = async function (args) {
    const write = () => createVersion(args) as Promise<unknown>
    const document = { kind: 'collection', slug: args.collectionSlug, id: args.parent } as const
    return checked(document, args.req, write)
  } as CreateVersion
  adapter.updateGlobal = async function (args) {
    const write = () => updateGlobal(args) as Promise<unknown>
    return checked({ kind: 'global', slug: args.slug }, args.req, write)
  } as UpdateGlobal
  adapter.createGlobalVersion = async function (args) {
    const write = () => createGlobalVersion(args) as Promise<unknown>
    return checked({ kind: 'global', slug: args.globalSlug }, args.req, write)
  } as CreateGlobalVersion
}
