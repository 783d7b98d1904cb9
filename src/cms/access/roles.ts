import type { Access, FieldAccess } from 'payload'

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
