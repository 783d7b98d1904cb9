import { editorialGlobal } from '../editorial'
import type { Field, GlobalConfig, LabelFunction, Validate } from 'payload'
import { editingLanguage } from '../fields/editing-language'
import { adminLabel, both, inAdminLanguage } from '../admin-text'
import { isLoggedIn, published } from '../access/roles'
import { revalidateAfterCommit } from '../hooks/revalidate'
import { cacheTags } from '@/content/cache-tags'
import { webAddress } from '../../lib/web-address'

/**
 * An http:// or https:// address (it ends up in a link, a QR code or a
 * request of every page); empty where the field is optional.
 */
const webUrl =
  (required: boolean): Validate =>
  (value: unknown, { req }) => {
    if ((value === null || value === undefined || value === '') && !required) return true
    return (
      (typeof value === 'string' && webAddress(value) !== null) ||
      inAdminLanguage(
        req,
        both(
          '请填写以 https:// 或 http:// 开头的完整网址。',
          'Use a full address starting with https:// or http://.',
        ),
      )
    )
  }

const licenceSet = (name: string, label: LabelFunction): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    editingLanguage,
    {
      name: 'lines',
      type: 'array',
      label: adminLabel('行', 'Lines'),
      labels: { singular: adminLabel('行', 'Line'), plural: adminLabel('行', 'Lines') },
      fields: [
        {
          name: 'text',
          label: adminLabel('文字', 'Text'),
          type: 'text',
          required: true,
          localized: true,
        },
        {
          name: 'url',
          label: adminLabel('链接', 'Link'),
          type: 'text',
          validate: webUrl(false),
          admin: {
            description: both('可选，例如备案系统的地址。', 'Optional link, e.g. the registry.'),
          },
        },
      ],
    },
    {
      name: 'companyLine',
      label: adminLabel('公司信息行', 'Company line'),
      type: 'text',
      required: true,
      localized: true,
    },
  ],
})

/** Empty, or a full https:// address (it ends up in a link and a QR code). */
const httpsUrl: Validate = (value: unknown, { req }) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (typeof value === 'string' && /^https:\/\/[^\s"<>]+$/.test(value)) ||
  inAdminLanguage(req, both('请填写以 https:// 开头的完整地址。', 'Use a full https:// address.'))

export const Site: GlobalConfig = editorialGlobal({
  slug: 'site',
  label: adminLabel('网站设置', 'Site settings'),
  access: { read: published, update: isLoggedIn, readVersions: isLoggedIn },
  versions: { drafts: true, max: 25 },
  hooks: { afterChange: [({ req }) => revalidateAfterCommit(req, [cacheTags.site])] },
  fields: [
    {
      name: 'companyName',
      label: adminLabel('公司名称', 'Company name'),
      type: 'text',
      required: true,
      localized: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'marketingEmail',
          label: adminLabel('商务合作邮箱', 'Marketing e-mail'),
          type: 'email',
          required: true,
        },
        { name: 'phone', label: adminLabel('电话', 'Phone'), type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'supportEmail',
          label: adminLabel('客服邮箱', 'Support e-mail'),
          type: 'email',
          required: true,
        },
        {
          name: 'feedbackEmail',
          label: adminLabel('反馈邮箱', 'Feedback e-mail'),
          type: 'email',
          required: true,
        },
        {
          name: 'jobsEmail',
          label: adminLabel('招聘邮箱', 'Jobs e-mail'),
          type: 'email',
          required: true,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'officialAccountUrl',
          label: adminLabel('公众号地址', 'Official account address'),
          type: 'text',
          required: true,
          validate: webUrl(true),
          admin: {
            description: both('生成“公众号”二维码。', 'Encoded in the "official account" QR code.'),
          },
        },
        {
          name: 'videoAccountUrl',
          label: adminLabel('视频号地址', 'Video account address'),
          type: 'text',
          required: true,
          validate: webUrl(true),
          admin: {
            description: both('生成“视频号”二维码。', 'Encoded in the "video account" QR code.'),
          },
        },
      ],
    },
    {
      name: 'appLinks',
      label: adminLabel('应用下载', 'App downloads'),
      type: 'group',
      admin: {
        description: both(
          '两款应用的商店页面。每个地址在首页显示为下载按钮并生成二维码；留空则不显示该按钮。',
          'Store pages of the two apps. Each address is shown as a download button and encoded in a QR code on the home page; an empty one hides its button.',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'answerIos',
              label: adminLabel('天衍问答 iOS', 'Tianyan Answers, iOS'),
              type: 'text',
              validate: httpsUrl,
            },
            {
              name: 'answerAndroid',
              label: adminLabel('天衍问答 Android', 'Tianyan Answers, Android'),
              type: 'text',
              validate: httpsUrl,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'plantIos',
              label: adminLabel('知草识植 iOS', 'Zhicao Plant ID, iOS'),
              type: 'text',
              validate: httpsUrl,
            },
            {
              name: 'plantAndroid',
              label: adminLabel('知草识植 Android', 'Zhicao Plant ID, Android'),
              type: 'text',
              validate: httpsUrl,
            },
          ],
        },
      ],
    },
    licenceSet(
      'licenceDefault',
      adminLabel('备案信息（默认域名）', 'Licence lines (default host)'),
    ),
    licenceSet(
      'licenceMarked',
      adminLabel('备案信息（含标记的域名）', 'Licence lines (hosts containing the marker)'),
    ),
    {
      name: 'analyticsEndpoint',
      label: adminLabel('统计接口', 'Analytics endpoint'),
      type: 'text',
      validate: webUrl(false),
      admin: {
        description: both(
          '页面访问事件发送到这里；留空则不统计。',
          'Page-view events are sent here. Empty: analytics off.',
        ),
      },
    },
  ],
})
