import type { TypeUi } from '@/features/types'
import { VideoSection } from './video-section'

/** The videos' place: a section of the home page, after the technology. */
export const videosUi = {
  home: { after: 'technology', Section: VideoSection },
} satisfies TypeUi
