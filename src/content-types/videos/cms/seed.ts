import type { Payload } from 'payload'
import { clipOnce, drawnCover, findSeeded, type Seed } from '@/cms/seed/tools'
import { videos } from './launch'

/** The launch videos not there yet. */
export const seedVideos: Seed = async (payload: Payload): Promise<number> => {
  let created = 0
  for (const [index, video] of videos.entries()) {
    if ((await findSeeded(payload, 'videos', video.key)) !== undefined) continue
    const poster = await drawnCover(payload, video.key, video.cover.motif, video.cover.hue)
    const clipId = await clipOnce(payload, video.clip, {
      zh: video.zh.transcript,
      en: video.en.transcript,
    })
    const doc = await payload.create({
      collection: 'videos',
      locale: 'zh',
      data: {
        ...video.zh,
        poster,
        clip: clipId,
        duration: video.durationSeconds,
        order: index + 1,
        seedKey: video.key,
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'videos',
      id: doc.id,
      locale: 'en',
      data: { ...video.en, _status: 'published' },
    })
    created++
  }
  return created
}
