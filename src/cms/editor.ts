import {
  HeadingFeature,
  LinkFeature,
  UploadFeature,
  lexicalEditor,
  type FeatureProviderServer,
} from '@payloadcms/richtext-lexical'
import { linkUrl } from './fields/link-url'

/**
 * Editor features the site cannot render, left out of the toolbar: a
 * relationship block (a bare reference to any document) and checklists (a
 * to-do list has no place in an article). The feature keys are Payload's.
 */
const notRendered = new Set(['relationship', 'checklist'])
/** Replaced below by a configured version. */
const configured = new Set(['heading', 'link', 'upload'])

/**
 * The article body editor: only what the site renders
 * (components/ui/rich-text.tsx). Headings start at
 * h2 (the page's h1 is the title); internal links point to articles; uploads
 * are images and videos of the media library.
 */
export const bodyEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter(
      (feature: FeatureProviderServer<unknown, unknown, unknown>) =>
        !notRendered.has(feature.key) && !configured.has(feature.key),
    ),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    LinkFeature({
      enabledCollections: ['news'],
      // The address is checked as the site renders it, with the reason in the admin's language.
      fields: ({ defaultFields }) =>
        defaultFields.map((field) =>
          'name' in field && field.name === 'url' && field.type === 'text'
            ? ({ ...field, validate: linkUrl } as typeof field)
            : field,
        ),
    }),
    UploadFeature({ enabledCollections: ['media'] }),
  ],
})
