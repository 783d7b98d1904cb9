import { StaleNotice as StaleNotice_a4ff2d09c4a1b47190416142d17db203 } from '../../../cms/admin/stale-notice'
import { EditingLanguage as EditingLanguage_37ec664c57f534310d4bc440da85a9a8 } from '../../../cms/admin/editing-language'
import { ConfirmLanguage as ConfirmLanguage_e656df98ce359012be286e2811710ea7 } from '../../../cms/admin/confirm-language'
import { LengthCounter as LengthCounter_b31d65c2eb066e4f66da438b082f9e48 } from '../../../cms/admin/length-counter'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { CheckedDate as CheckedDate_4fbc0cea28694eb5dcc54dbd80ca4e83 } from '../../../cms/admin/checked-date'
import { PublicationStateField as PublicationStateField_a4917de1fee55f7b137bcb02b63f88d7 } from '../../../cms/admin/publication-state'
import { PublicationStateCell as PublicationStateCell_a4917de1fee55f7b137bcb02b63f88d7 } from '../../../cms/admin/publication-state'
import { StateFilter as StateFilter_4507e0296c08943e6cedf9a7272b9252 } from '../../../cms/admin/state-filter'
import { DocumentStatus as DocumentStatus_a4917de1fee55f7b137bcb02b63f88d7 } from '../../../cms/admin/publication-state'
import { ViewOnSite as ViewOnSite_94dc9c454847666e190fc9396a7e139e } from '../../../cms/admin/view-on-site'
import { SharePreview as SharePreview_b84fa49bad4ae0389deffaa027d67382 } from '../../../cms/admin/share-preview'
import { WarnedPublishButton as WarnedPublishButton_83b1f6678b9af96d049d8c10960f1069 } from '../../../cms/admin/warned-publish'
import { EditableText as EditableText_24229c3feaac4184134df051bf2d1a11 } from '../../../cms/admin/editable-text'
import { EditorGuide as EditorGuide_37c2f2582bc060e3d4ba1d4801224a7a } from '../../../cms/admin/editor-guide'
import { OriginNotice as OriginNotice_0368d4c817194ab0a17d78bb978cc88f } from '../../../cms/admin/origin-notice'
import { AccessibleNames as AccessibleNames_9f3318f694897c587c96e1a7291ce588 } from '../../../cms/admin/accessible-names'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { FirstAdminNotice as FirstAdminNotice_3457844af8bd2f5af73a049723eb1e71 } from '../../../cms/admin/first-admin-notice'
import { NoEmailReset as NoEmailReset_ec71aeabba1bc6aefe65200012f6a0c5 } from '../../../cms/admin/no-email-reset'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/stale-notice#StaleNotice": StaleNotice_a4ff2d09c4a1b47190416142d17db203,
  "/cms/admin/editing-language#EditingLanguage": EditingLanguage_37ec664c57f534310d4bc440da85a9a8,
  "/cms/admin/confirm-language#ConfirmLanguage": ConfirmLanguage_e656df98ce359012be286e2811710ea7,
  "/cms/admin/length-counter#LengthCounter": LengthCounter_b31d65c2eb066e4f66da438b082f9e48,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/admin/checked-date#CheckedDate": CheckedDate_4fbc0cea28694eb5dcc54dbd80ca4e83,
  "/cms/admin/publication-state#PublicationStateField": PublicationStateField_a4917de1fee55f7b137bcb02b63f88d7,
  "/cms/admin/publication-state#PublicationStateCell": PublicationStateCell_a4917de1fee55f7b137bcb02b63f88d7,
  "/cms/admin/state-filter#StateFilter": StateFilter_4507e0296c08943e6cedf9a7272b9252,
  "/cms/admin/publication-state#DocumentStatus": DocumentStatus_a4917de1fee55f7b137bcb02b63f88d7,
  "/cms/admin/view-on-site#ViewOnSite": ViewOnSite_94dc9c454847666e190fc9396a7e139e,
  "/cms/admin/share-preview#SharePreview": SharePreview_b84fa49bad4ae0389deffaa027d67382,
  "/cms/admin/warned-publish#WarnedPublishButton": WarnedPublishButton_83b1f6678b9af96d049d8c10960f1069,
  "/cms/admin/editable-text#EditableText": EditableText_24229c3feaac4184134df051bf2d1a11,
  "/cms/admin/editor-guide#EditorGuide": EditorGuide_37c2f2582bc060e3d4ba1d4801224a7a,
  "/cms/admin/origin-notice#OriginNotice": OriginNotice_0368d4c817194ab0a17d78bb978cc88f,
  "/cms/admin/accessible-names#AccessibleNames": AccessibleNames_9f3318f694897c587c96e1a7291ce588,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/admin/first-admin-notice#FirstAdminNotice": FirstAdminNotice_3457844af8bd2f5af73a049723eb1e71,
  "/cms/admin/no-email-reset#NoEmailReset": NoEmailReset_ec71aeabba1bc6aefe65200012f6a0c5,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
