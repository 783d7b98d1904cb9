'use client'

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import type { SiteImage } from '@/content/media'
import { ContentImage } from '@/components/ui/content-image'
import { ArrowLeftIcon, ArrowRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icons'
import { Link } from '@/i18n/navigation'
import { newsArticleHref } from '@/content-types/news/content/routes'

export type NewsSlide = {
  id: number
  title: string
  summary: string
  category: string
  date: string
  dateTime: string
  image: SiteImage | null
  /** "Slide 2 of 5", read out for the slide. */
  label: string
  /** "Show slide 2", its pagination dot's name. */
  goToLabel: string
}

export type NewsSwiperTexts = {
  label: string
  previous: string
  next: string
  pause: string
  play: string
}

/** Time each slide stays before the next one, when autoplay runs. */
const SWIPER_INTERVAL_MS = 6_000

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia('(prefers-reduced-motion: reduce)')
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The banner of featured articles: swipe (native scroll snapping), buttons,
 * pagination dots and autoplay, which pauses while the pointer is over it or
 * focus is inside it, when the visitor prefers reduced motion, and with its
 * own pause button. Only the first slide's image loads eagerly.
 */
export function NewsSwiper({ slides, texts }: { slides: NewsSlide[]; texts: NewsSwiperTexts }) {
  const track = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    prefersReducedMotion,
    () => true,
  )
  const playing = !stopped && !reducedMotion && slides.length > 1
  const running = playing && !hovered && !focused

  const show = useCallback(
    (index: number) => {
      const element = track.current
      if (!element || slides.length === 0) return
      const target = (index + slides.length) % slides.length
      element.scrollTo({
        left: target * element.clientWidth,
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      })
      setCurrent(target)
    },
    [slides.length],
  )

  // The slide in view follows swipes and scrolling.
  useEffect(() => {
    const element = track.current
    if (!element) return
    const onScroll = () => {
      const index = Math.round(element.scrollLeft / Math.max(1, element.clientWidth))
      setCurrent(Math.min(slides.length - 1, Math.max(0, index)))
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    return () => element.removeEventListener('scroll', onScroll)
  }, [slides.length])

  // Set and cleared in the commit that changes `running` (a layout effect):
  // the timer never outlives the state the page shows, however late the
  // browser runs passive effects.
  useLayoutEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') show(current + 1)
    }, SWIPER_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [running, current, show])

  if (slides.length === 0) return null
  const control =
    'inline-flex size-11 items-center justify-center rounded-pill bg-white/90 text-ink shadow-card hover:bg-white'

  return (
    <section
      aria-roledescription="carousel"
      aria-label={texts.label}
      className="relative overflow-hidden rounded-card bg-night"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
    >
      <div
        ref={track}
        aria-live={running ? 'off' : 'polite'}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={slide.label}
            className="relative h-36 w-full shrink-0 snap-start sm:h-64 desktop:h-48"
          >
            {slide.image ? (
              <ContentImage
                image={slide.image}
                sizes="(min-width: 75rem) 71rem, calc(100vw - 2.5rem)"
                priority={index === 0}
                // From a tablet's width the art takes the right of the banner at
                // about its own proportions, not blown up to the whole strip, and
                // fades into it on its left.
                className="absolute inset-0 size-full object-cover sm:left-auto sm:w-3/5 sm:[mask-image:linear-gradient(to_right,transparent,black_35%)]"
              />
            ) : null}
            {/* A scrim strong enough for white text on any cover. */}
            <div className="absolute inset-0 bg-gradient-to-t from-night via-night/80 to-night/35 sm:bg-gradient-to-r sm:from-night/95 sm:via-night/75 sm:to-night/10" />
            <div className="absolute inset-x-0 bottom-0 flex flex-col gap-2 p-4 pb-12 text-white sm:max-w-3xl sm:p-8 sm:pb-16 desktop:px-8 desktop:pb-14 desktop:pt-4">
              <p className="flex flex-wrap items-center gap-3 text-sm text-night-text">
                <span className="rounded-pill bg-white/15 px-2.5 py-0.5 text-xs font-bold text-white">
                  {slide.category}
                </span>
                <time dateTime={slide.dateTime}>{slide.date}</time>
              </p>
              <p className="line-clamp-2 text-lg font-bold leading-snug sm:text-2xl desktop:line-clamp-1">
                <Link
                  href={newsArticleHref(slide.id)}
                  tabIndex={index === current ? undefined : -1}
                  className="rounded-control hover:underline"
                >
                  {slide.title}
                </Link>
              </p>
              <p className="hidden text-night-text sm:line-clamp-2">{slide.summary}</p>
            </div>
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        <>
          <div className="absolute inset-x-0 bottom-1 flex items-center justify-between gap-2 px-4 sm:bottom-5 sm:justify-start sm:px-8 desktop:bottom-3">
            <div className="flex items-center">
              {slides.map((slide, index) => (
                <button
                  key={slide.id}
                  type="button"
                  aria-label={slide.goToLabel}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => show(index)}
                  className="group inline-flex size-10 items-center justify-center sm:size-11"
                >
                  <span
                    className={`block h-2 rounded-pill transition-all ${
                      index === current ? 'w-6 bg-white' : 'w-2 bg-white/50 group-hover:bg-white/80'
                    }`}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              aria-label={playing ? texts.pause : texts.play}
              onClick={() => setStopped(playing)}
              disabled={reducedMotion}
              className={`${control} disabled:hidden sm:ml-auto sm:mr-[6.5rem]`}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
          </div>
          {/* Beside the pause button; phones swipe. */}
          <div className="absolute bottom-5 right-8 flex gap-2 max-sm:hidden desktop:bottom-3">
            <button
              type="button"
              aria-label={texts.previous}
              onClick={() => show(current - 1)}
              className={control}
            >
              <ArrowLeftIcon />
            </button>
            <button
              type="button"
              aria-label={texts.next}
              onClick={() => show(current + 1)}
              className={control}
            >
              <ArrowRightIcon />
            </button>
          </div>
        </>
      ) : null}
    </section>
  )
}
