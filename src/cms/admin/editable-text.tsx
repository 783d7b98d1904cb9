'use client'

import { TextField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/**
 * A text input that stays editable although its field is not stored as such
 * (a virtual field, which the admin otherwise shows read-only): the alt text
 * of the other language, saved as that language's alt text.
 */
export const EditableText: TextFieldClientComponent = (props) => (
  <TextField {...props} readOnly={false} />
)
