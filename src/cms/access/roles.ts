import type { Access, FieldAccess, Where } from 'payload'
import { visibleArticles } from '@/content-types/news/content/model'

export const roles = ['admin', 'editor'] as const
export type Role = (typeof roles)[number]

type WithRole = { roles?: Role[] | null } | null | undefined

export function hasRole(user: WithRole, role: Role): boolean {
  return Boolean(user?.roles?.includes(role))
}

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
export const isLoggedIn: Access = ({ req }) => Boolean(req.user)
export const anyone: Access = () => true

/** Admins see every user; editors only themselves. */
export const adminOrSelf: Access = ({ req }) => {
  const user = req.user as (WithRole & { id: number | string }) | null
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { id: { equals: user.id } }
}

/** Admins and editors: everything that is content. */
export const isEditor: Access = ({ req }) =>
  hasRole(req.user, 'admin') || hasRole(req.user, 'editor')

/**
 * Visitors read only what is published and due: a published article whose
 * publish date is still ahead is scheduled, and stays hidden until then.
 * Editors read everything, drafts included.
 */
export const publishedAndDue: Access = ({ req }) => {
  if (req.user) return true
  return visibleArticles(new Date())
}

const isPublished: Where = { _status: { equals: 'published' } }

/**
 * Visitors read only what is published (not its drafts, through any API);
 * editors read everything.
 */
export const published: Access = ({ req }) => {
  if (req.user) return true
  return isPublished
}

/** Visitors read only open positions that are published. */
export const openPositions: Access = ({ req }) => {
  if (req.user) return true
  return { and: [isPublished, { open: { equals: true } }] }
}
