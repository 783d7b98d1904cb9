import type { Config, Field } from 'payload'

/**
 * What the admin offers of a field editors never list, filter by or edit:
 * nothing. Payload's list offers every other field as a column and a filter,
 * named by its raw name ("Seed Key", "Sizes > Thumb > URL") in both admin
 * languages.
 */
export const internalField = {
  hidden: true,
  disabled: true,
  disableListColumn: true,
  disableListFilter: true,
} as const

/** A field, and every field inside it, kept out of the admin's screens. */
function keptOut(field: Field): Field {
  const admin = { ...field.admin, ...internalField }
  if (field.type === 'group') return { ...field, admin, fields: field.fields.map(keptOut) } as Field
  return { ...field, admin } as Field
}

/**
 * The fields of the media collection that the storage of the files writes
 * (its key, folder and each size's address), kept out of the admin's lists.
 * A plugin after the storage's, which builds them.
 */
export function mediaFilesOutOfLists(names: readonly string[]) {
  return (config: Config): Config => ({
    ...config,
    collections: config.collections?.map((collection) =>
      collection.slug !== 'media'
        ? collection
        : {
            ...collection,
            fields: collection.fields.map((field) =>
              'name' in field && names.includes(field.name) ? keptOut(field) : field,
            ),
          },
    ),
  })
}
