import { createNavigation } from 'next-intl/navigation'
import { routing } from './routing'

/** next-intl's localized navigation. Use `./navigation`, which adds the prefetch policy. */
export const base = createNavigation(routing)
