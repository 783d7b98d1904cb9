import type { Field } from 'payload'
import { adminLabel, both } from '../admin-text'
import { EDITED_BY } from '../stale-save-refusal'

/**
 * Who saved the version (each version keeps it): shown in the sidebar, and
 * named when another editor's save is refused for coming from an older one.
 * Set from the signed-in account on every save; scripts leave it as it was.
 */
export const editedBy: Field = {
  name: EDITED_BY,
  type: 'relationship',
  relationTo: 'users',
  label: adminLabel('最后保存者', 'Last saved by'),
  admin: {
    readOnly: true,
    position: 'sidebar',
    // Nothing to show for what no one has saved yet (the launch content).
    condition: (data) => Boolean((data as { editedBy?: unknown }).editedBy),
    description: both('保存这一版本的编辑。', 'The editor who saved this version.'),
  },
  access: { read: ({ req }) => Boolean(req.user) },
  hooks: {
    beforeChange: [
      ({ req, value }) => (req.user?.collection === 'users' ? req.user.id : (value as unknown)),
    ],
  },
}
