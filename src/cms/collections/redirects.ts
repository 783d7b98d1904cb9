import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '../access/roles'
import { revalidateOnChange } from '../hooks/revalidate'
import { cacheTags } from '../../data/cache-tags'
import { redirectHosts, siteOrigin } from '../../lib/env'
import { isAllowedRedirect } from '../../lib/server-redirects'

/** A site path: starts with one slash; no spaces, no backslash, no scheme-relative `//` or `/\`. */
export const sitePathPattern = /^\/(?![/\\])[^\s\\]*$/

export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Redirect', plural: 'Redirects' },
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'permanent'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateOnChange(() => [cacheTags.redirects]),
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'A path of this site, e.g. /about or /en/about.' },
      validate: (value: unknown) =>
        (typeof value === 'string' && sitePathPattern.test(value)) ||
        'Start with a single / and use no spaces.',
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      admin: {
        description:
          'A path of this site (/news) or a full https:// address on a host the site allows (REDIRECT_HOSTS).',
      },
      validate: (value: unknown) =>
        (typeof value === 'string' &&
          (sitePathPattern.test(value) ||
            (/^https:\/\/[^\s/]+(\/[^\s]*)?$/.test(value) &&
              isAllowedRedirect(value, siteOrigin(), redirectHosts())))) ||
        `Use a path starting with / or a full https:// address on one of: ${redirectHosts().join(', ') || '(no other hosts allowed)'}.`,
    },
    {
      name: 'permanent',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Permanent (308) for moved pages; temporary (307) otherwise.' },
    },
  ],
}
