import type { CollectionConfig, CollectionSlug, Field, GlobalConfig } from 'payload'
import { editedBy } from './fields/edited-by'
import {
  checkLanguageAndDrafts,
  confirmLanguage,
  copiesAreDrafts,
  globalCopiesAreDrafts,
  noteRestoredVersion,
  type LengthLimits,
} from './fields/language-check'
import {
  refuseOtherLanguageGlobalSave,
  refuseOtherLanguageSave,
  shownLanguage,
} from './fields/shown-language'
import { restoreKeepingLive } from './restore-keeps-live'
import { noteUnpublish, unpublishKeepsDraft } from './unpublish-keeps-draft'
import { rememberGlobalSaveBase, rememberSaveBase } from './stale-saves'
import { typedDateField } from './typed-date'
import { locales } from '../i18n/locales'

type Options =
  | {
      /** Written in both languages: saves carry the language their form showed. */
      bilingual: true
      /** Texts checked to be in the language being saved (drafts too). */
      language: readonly string[]
      /** What even a draft must have (its title). */
      draftNeeds: readonly string[]
      /** The longest text of a field, per language (a title). */
      maxLength?: LengthLimits
      /** Date fields whose typed text is checked (their picker is admin/checked-date.tsx). */
      typedDates?: readonly string[]
      /** Rich texts whose links' addresses are checked. */
      links?: readonly string[]
    }
  | { bilingual: false }

/** At the top of every edit form: a newer version saved meanwhile, by whom (admin/stale-notice.tsx). */
const staleNotice: Field = {
  name: 'staleNotice',
  type: 'ui',
  admin: {
    components: { Field: '/cms/admin/stale-notice#StaleNotice' },
    disableListColumn: true,
  },
}

/** `fields` with `added` after the banner naming the language being edited (or first). */
function afterBanner(fields: Field[], added: Field[]): Field[] {
  const at = fields.findIndex((field) => 'name' in field && field.name === 'editingLanguage') + 1
  return [...fields.slice(0, at), ...added, ...fields.slice(at)]
}

/** A collection's endpoints, with the restore that keeps the live version live where it has drafts. */
function withRestoreKeepingLive(config: CollectionConfig): CollectionConfig['endpoints'] {
  if (config.endpoints === false) return false
  const drafts = typeof config.versions === 'object' && Boolean(config.versions.drafts)
  return drafts
    ? [restoreKeepingLive(config.slug as CollectionSlug), ...(config.endpoints ?? [])]
    : config.endpoints
}

/**
 * The fields the list's search looks in (the title, or the collection's
 * own list), a text written per language looked up in each language: an
 * editor finds an item by its Chinese or its English title, whichever
 * language is being edited.
 */
function searchableInEveryLanguage(config: CollectionConfig): string[] {
  const names = config.admin?.listSearchableFields ?? [config.admin?.useAsTitle ?? 'id']
  const localized = new Set(
    config.fields.flatMap((field) =>
      'name' in field && 'localized' in field && field.localized ? [field.name] : [],
    ),
  )
  return names.flatMap((name) =>
    localized.has(name) ? locales.map((locale) => `${name}.${locale}`) : [name],
  )
}

/**
 * The collection's admin with "view on site" in the edit screen's header
 * (admin/view-on-site.tsx), after what the collection puts there itself,
 * its publish button that warns first (admin/warned-publish.tsx), and its
 * list's search in both languages.
 */
function editorialAdmin(config: CollectionConfig): CollectionConfig['admin'] {
  const admin = config.admin ?? {}
  const edit = admin.components?.edit ?? {}
  const viewOnSite = {
    path: '/cms/admin/view-on-site#ViewOnSite',
    clientProps: { collection: config.slug },
  }
  // A link for reviewers without an account, where the collection has previews.
  const sharePreview = config.admin?.preview
    ? [{ path: '/cms/admin/share-preview#SharePreview', clientProps: { collection: config.slug } }]
    : []
  const drafts = typeof config.versions === 'object' && Boolean(config.versions.drafts)
  return {
    ...admin,
    listSearchableFields: searchableInEveryLanguage(config),
    components: {
      ...admin.components,
      edit: {
        ...edit,
        beforeDocumentControls: [
          ...(edit.beforeDocumentControls ?? []),
          viewOnSite,
          ...sharePreview,
        ],
        // Says first what a publish takes off the site or leaves missing in a language.
        ...(drafts ? { PublishButton: '/cms/admin/warned-publish#WarnedPublishButton' } : {}),
      },
    },
  }
}

/**
 * What every collection editors write gets, so that no edit is lost or lands
 * in the wrong language: a save made from an older version than the stored
 * one is refused (stale-saves.ts) and each version names who saved it; in a
 * bilingual collection the language an edit form showed travels with its
 * save (a save into another one is refused), texts are checked to be in the
 * language being saved, and a draft needs its title. Restoring a draft
 * version never takes the live one off the site (restore-keeps-live.ts).
 * A live item links to its page on the site; the list finds an item by
 * its title in either language.
 */
export function editorialCollection(config: CollectionConfig, options: Options): CollectionConfig {
  const drafts = typeof config.versions === 'object' && Boolean(config.versions.drafts)
  const hooks = {
    ...config.hooks,
    beforeOperation: [...(drafts ? [noteUnpublish] : []), ...(config.hooks?.beforeOperation ?? [])],
    afterChange: [...(drafts ? [unpublishKeepsDraft] : []), ...(config.hooks?.afterChange ?? [])],
  }
  const endpoints = withRestoreKeepingLive(config)
  const admin = editorialAdmin(config)
  if (!options.bilingual) {
    return {
      ...config,
      admin,
      endpoints,
      hooks: { ...hooks, beforeOperation: [rememberSaveBase, ...(hooks.beforeOperation ?? [])] },
      fields: [staleNotice, ...config.fields, editedBy],
    }
  }
  const { language, draftNeeds, maxLength, typedDates = [], links } = options
  const confirm = language.length > 0 ? [confirmLanguage(language)] : []
  return {
    ...config,
    admin,
    endpoints,
    hooks: {
      ...hooks,
      beforeOperation: [
        refuseOtherLanguageSave,
        copiesAreDrafts,
        noteRestoredVersion,
        rememberSaveBase,
        ...(hooks.beforeOperation ?? []),
      ],
      beforeValidate: [
        checkLanguageAndDrafts({ language, draftNeeds, maxLength, typedDates, links }),
        ...(hooks.beforeValidate ?? []),
      ],
    },
    fields: [
      staleNotice,
      ...afterBanner(config.fields, confirm),
      ...typedDates.map(typedDateField),
      editedBy,
      shownLanguage,
    ],
  }
}

/** The same for a global (the company profile, the site settings), written in both languages. */
export function editorialGlobal(config: GlobalConfig): GlobalConfig {
  const hooks = config.hooks ?? {}
  return {
    ...config,
    hooks: {
      ...hooks,
      beforeOperation: [
        refuseOtherLanguageGlobalSave,
        globalCopiesAreDrafts,
        rememberGlobalSaveBase,
        ...(hooks.beforeOperation ?? []),
      ],
    },
    fields: [staleNotice, ...config.fields, editedBy, shownLanguage],
  }
}
