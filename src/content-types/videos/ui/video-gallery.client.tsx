'use client'

import { useEffect, useRef, useState } from 'react'
import type { SiteVideo } from '@/content-types/videos/data/read'
import { ExternalLink } from '@/components/ui/external-link'
import { ContentImage } from '@/components/ui/content-image'
import { ArrowUpRightIcon, CloseIcon, PlayIcon } from '@/components/ui/icons'

/** A video as the gallery shows it: the CMS's, with its length as m:ss and its card's name. */
export type GalleryVideo = Omit<SiteVideo, 'durationSeconds'> & {
  duration: string
  /** The card's accessible name: "Play video: …" or "Watch on our video channel: …". */
  label: string
}

export type GalleryTexts = {
  close: string
  transcript: string
  newTab: string
}

/**
 * The video cards and one modal player. Nothing of a clip loads until its
 * card is chosen; Escape, the close button or a click outside closes the
 * player, stops the clip and returns focus to the card.
 */
export function VideoGallery({ videos, texts }: { videos: GalleryVideo[]; texts: GalleryTexts }) {
  const [current, setCurrent] = useState<GalleryVideo | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLButtonElement | null>(null)

  useEffect(() => {
    if (current && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [current])

  const onClosed = () => {
    setCurrent(null)
    trigger.current?.focus()
  }

  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 desktop:grid-cols-4">
        {videos.map((video) => {
          const cover = (
            <>
              {video.poster ? (
                <ContentImage
                  image={video.poster}
                  sizes="(min-width: 64rem) 17rem, (min-width: 40rem) 45vw, calc(100vw - 2.5rem)"
                  className="media-zoom aspect-video w-full object-cover"
                />
              ) : (
                <span className="block aspect-video w-full bg-night" />
              )}
              <span className="video-play">
                <span className="play-badge">
                  {video.clip ? (
                    <PlayIcon className="size-6 translate-x-0.5" fill="currentColor" />
                  ) : (
                    <ArrowUpRightIcon className="size-6" />
                  )}
                </span>
              </span>
              <span className="flex items-start justify-between gap-3 p-4">
                <span className="font-bold text-ink group-hover:text-brand">{video.title}</span>
                <span className="count-chip">{video.duration}</span>
              </span>
            </>
          )
          const cardClass = 'group video-card'
          return (
            <li key={video.id}>
              {video.clip ? (
                <button
                  type="button"
                  className={cardClass}
                  aria-label={video.label}
                  onClick={(event) => {
                    trigger.current = event.currentTarget
                    setCurrent(video)
                  }}
                >
                  {cover}
                </button>
              ) : video.url ? (
                <ExternalLink href={video.url} newTabLabel={texts.newTab} className={cardClass}>
                  {cover}
                  <span className="sr-only">{video.label}</span>
                </ExternalLink>
              ) : null}
            </li>
          )
        })}
      </ul>
      <dialog
        ref={dialog}
        aria-labelledby="video-dialog-title"
        onClose={onClosed}
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close()
        }}
        className="m-auto w-[min(56rem,calc(100vw-2rem))] max-w-none overflow-hidden rounded-card bg-night p-0 text-night-text shadow-pop backdrop:bg-night/80"
      >
        {current?.clip ? (
          <div>
            <div className="flex items-center justify-between gap-4 px-5 py-3">
              <h3 id="video-dialog-title" className="font-bold text-white">
                {current.title}
              </h3>
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                className="inline-flex size-11 items-center justify-center rounded-control text-white hover:bg-white/10"
              >
                <CloseIcon />
                <span className="sr-only">{texts.close}</span>
              </button>
            </div>
            <video
              key={current.id}
              controls
              autoPlay
              playsInline
              preload="metadata"
              poster={current.poster?.url}
              aria-describedby="video-dialog-transcript"
              className="aspect-video w-full bg-black"
            >
              <source src={current.clip.url} type={current.clip.mimeType} />
            </video>
            <p id="video-dialog-transcript" className="px-5 py-4 text-sm leading-relaxed">
              <span className="block font-bold text-white">{texts.transcript}</span>
              {current.transcript}
            </p>
          </div>
        ) : null}
      </dialog>
    </>
  )
}
