import { getTranslations } from 'next-intl/server'
import { getVideos } from '@/content-types/videos/data/read'
import type { Locale } from '@/i18n/locales'
import { HomeSection } from '@/features/home/home-section'
import { VideoGallery } from './video-gallery.client'

/** m:ss */
function clock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/** The AI videos from the CMS (anchor `videosay`), played in a dialog on request. */
export async function VideoSection({ locale }: { locale: Locale }) {
  const [t, tA11y, videos] = await Promise.all([
    getTranslations({ locale, namespace: 'home.videos' }),
    getTranslations({ locale, namespace: 'a11y' }),
    getVideos(locale),
  ])
  return (
    <HomeSection id="videosay" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
      {videos.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <VideoGallery
          videos={videos.map((video) => ({
            id: video.id,
            title: video.title,
            transcript: video.transcript,
            poster: video.poster,
            clip: video.clip,
            url: video.url,
            duration: clock(video.durationSeconds),
            label: t(video.clip ? 'play' : 'watch', { title: video.title }),
          }))}
          texts={{
            close: t('close'),
            transcript: t('transcript'),
            newTab: tA11y('opensInNewTab'),
          }}
        />
      )}
    </HomeSection>
  )
}
