import type { Field } from 'payload'

/** The banner naming the language version being edited (first field of bilingual content). */
export const editingLanguage: Field = {
  name: 'editingLanguage',
  type: 'ui',
  admin: {
    components: { Field: '/cms/admin/editing-language#EditingLanguage' },
    disableListColumn: true,
  },
}
