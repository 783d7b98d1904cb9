import type { CollectionConfig, GlobalConfig } from 'payload'
import { editedBy } from './fields/edited-by'
import {
  refuseOtherLanguageGlobalSave,
  refuseOtherLanguageSave,
  shownLanguage,
} from './fields/shown-language'
import { rememberGlobalSaveBase, rememberSaveBase } from './stale-saves'

type Options = {
  /** Written in both languages: saves carry the language their form showed. */
  bilingual: boolean
}

/**
 * What every collection editors write gets, so that no edit is lost or lands
 * in the wrong language: a save made from an older version than the stored
 * one is refused (stale-saves.ts), each version names who saved it, and the
 * language an edit form showed travels with its save (a save into another one
 * is refused).
 */
export function editorialCollection(
  config: CollectionConfig,
  { bilingual }: Options = { bilingual: true },
): CollectionConfig {
  const hooks = config.hooks ?? {}
  return {
    ...config,
    hooks: {
      ...hooks,
      beforeOperation: [
        ...(bilingual ? [refuseOtherLanguageSave] : []),
        rememberSaveBase,
        ...(hooks.beforeOperation ?? []),
      ],
    },
    fields: [...config.fields, editedBy, ...(bilingual ? [shownLanguage] : [])],
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
        rememberGlobalSaveBase,
        ...(hooks.beforeOperation ?? []),
      ],
    },
    fields: [...config.fields, editedBy, shownLanguage],
  }
}
