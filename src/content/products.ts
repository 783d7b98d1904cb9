import type { AppKey } from './site'

/**
 * The models the company offers, in the order the home page lists them,
 * each with what it does, and the two apps. Their texts are in the
 * catalogues (`models.*`, `home.models.*`, `home.apps.items.*`); the home
 * page shows them and the site search finds them.
 */
export const models = [
  { key: 'general', capabilities: ['qa', 'copy', 'notes', 'vision'] },
  { key: 'reasoning', capabilities: ['math', 'code', 'logic', 'mindmap'] },
  { key: 'tcm', capabilities: ['tongue', 'acupoints', 'prescriptions', 'herbs'] },
  { key: 'medical', capabilities: ['consult', 'records', 'triage', 'medicineBox', 'reports'] },
  { key: 'herb', capabilities: ['plants', 'herbId', 'knowledge'] },
] as const

export const appKeys = ['answer', 'plant'] as const satisfies readonly AppKey[]

/** Where the home page shows the models, and the apps (its sections' anchors). */
export const productAnchors = { models: 'models', apps: 'productApply' } as const
