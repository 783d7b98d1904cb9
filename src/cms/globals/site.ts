import type { Field, GlobalConfig } from 'payload'
import { anyone, isLoggedIn } from '../access/roles'
import { revalidateAfterCommit } from '../hooks/revalidate'
import { cacheTags } from '../../data/cache-tags'

const licenceSet = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      name: 'lines',
      type: 'array',
      labels: { singular: 'Line', plural: 'Lines' },
      fields: [
        { name: 'text', type: 'text', required: true, localized: true },
        { name: 'url', type: 'text', admin: { description: 'Optional link, e.g. the registry.' } },
      ],
    },
    { name: 'companyLine', type: 'text', required: true, localized: true },
  ],
})

/** Empty, or a full https:// address (it ends up in a link and a QR code). */
const httpsUrl = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (typeof value === 'string' && /^https:\/\/[^\s"<>]+$/.test(value)) ||
  'Use a full https:// address.'

export const Site: GlobalConfig = {
  slug: 'site',
  label: 'Site settings',
  access: { read: anyone, update: isLoggedIn },
  hooks: { afterChange: [({ req }) => revalidateAfterCommit(req, [cacheTags.site])] },
  fields: [
    { name: 'companyName', type: 'text', required: true, localized: true },
    {
      type: 'row',
      fields: [
        { name: 'marketingEmail', type: 'email', required: true },
        { name: 'phone', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'supportEmail', type: 'email', required: true },
        { name: 'feedbackEmail', type: 'email', required: true },
        { name: 'jobsEmail', type: 'email', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'officialAccountUrl',
          type: 'text',
          required: true,
          admin: { description: 'Encoded in the "official account" QR code.' },
        },
        {
          name: 'videoAccountUrl',
          type: 'text',
          required: true,
          admin: { description: 'Encoded in the "video account" QR code.' },
        },
      ],
    },
    {
      name: 'appLinks',
      label: 'App downloads',
      type: 'group',
      admin: {
        description:
          'Store pages of the two apps. Each address is shown as a download button and encoded in a QR code on the home page; an empty one hides its button.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'answerIos', label: 'Tianyan Answers, iOS', type: 'text', validate: httpsUrl },
            {
              name: 'answerAndroid',
              label: 'Tianyan Answers, Android',
              type: 'text',
              validate: httpsUrl,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'plantIos', label: 'Zhicao Plant ID, iOS', type: 'text', validate: httpsUrl },
            {
              name: 'plantAndroid',
              label: 'Zhicao Plant ID, Android',
              type: 'text',
              validate: httpsUrl,
            },
          ],
        },
      ],
    },
    licenceSet('licenceDefault', 'Licence lines (default host)'),
    licenceSet('licenceMarked', 'Licence lines (hosts containing the marker)'),
    {
      name: 'analyticsEndpoint',
      type: 'text',
      admin: { description: 'Page-view events are sent here. Empty: analytics off.' },
    },
  ],
}
