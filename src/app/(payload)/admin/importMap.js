import { FirstAdminNotice as FirstAdminNotice_3457844af8bd2f5af73a049723eb1e71 } from '../../../cms/admin/first-admin-notice'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/first-admin-notice#FirstAdminNotice": FirstAdminNotice_3457844af8bd2f5af73a049723eb1e71,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
