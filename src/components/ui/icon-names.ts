import type { ModelKey } from '@/components/layout/nav-items'
import type { AppKey } from '@/content/site'

/** The company's capabilities on the home page, each drawn by the sprite. */
export const capabilityIcons = ['base', 'centres', 'lab'] as const

/** The icons of the site's sprite (`icon-sprite.ts` draws them). */
export type IconName =
  | 'chevron-down'
  | 'chevron-right'
  | 'menu'
  | 'close'
  | 'globe'
  | 'search'
  | 'arrow-up-right'
  | 'arrow-left'
  | 'arrow-right'
  | 'mail'
  | 'phone'
  | 'send'
  | 'warning'
  | 'grid'
  | 'list'
  | 'pause'
  | 'play'
  | 'refresh'
  | `model-${ModelKey}`
  | `capability-${(typeof capabilityIcons)[number]}`
  | `app-${AppKey}`
  | `thumb-${'tongue' | 'flower'}`
  | 'hero-art'

/** Where the sprite is served: one file per build, kept by browsers for good. */
const iconSpriteRoot = '/assets/icons'

/** The sprite's file name in this build. */
export function iconSpriteFile(
  buildId = process.env.NEXT_PUBLIC_BUILD_ID || 'development',
): string {
  return `${buildId}.svg`
}

/** The address of one icon, for `<use href>`. */
export function iconHref(name: IconName): string {
  return `${iconSpriteRoot}/${iconSpriteFile()}#${name}`
}
