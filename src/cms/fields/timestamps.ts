import type { Config, Field } from 'payload'
import { both, type AdminText } from '../admin-text'

/** Payload's own timestamp field, as it adds it, named in both admin languages. */
function timestamp(name: 'updatedAt' | 'createdAt', label: AdminText): Field {
  return {
    name,
    type: 'date',
    index: true,
    label,
    admin: { disableBulkEdit: true, hidden: true },
  }
}

const timestamps = [
  timestamp('updatedAt', both('更新时间', 'Updated at')),
  timestamp('createdAt', both('创建时间', 'Created at')),
]

/**
 * Every collection's "updated" and "created" fields, which Payload adds
 * itself, given as it adds them but with a label in both admin languages:
 * the versions' comparison named Payload's own "Updated At" in English in
 * the Chinese admin. Same columns, same indexes.
 */
export function labelledTimestamps(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) => {
      if (collection.timestamps === false) return collection
      const has = (name: string) =>
        collection.fields.some((field) => 'name' in field && field.name === name)
      return {
        ...collection,
        fields: [
          ...collection.fields,
          ...timestamps.filter((field) => 'name' in field && !has(field.name)),
        ],
      }
    }),
  }
}
