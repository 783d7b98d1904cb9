import { base } from './base-navigation'

export { Link } from './link.client'
export const { redirect, usePathname, useRouter, getPathname } = base
