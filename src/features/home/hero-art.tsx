import { Icon } from '@/components/ui/icons'

/** Decorative background of the hero (`hero-art` in the icons' sprite), covering it. */
export function HeroArt() {
  return (
    <Icon
      name="hero-art"
      width={undefined}
      height={undefined}
      className="pointer-events-none absolute inset-0 -z-10 h-full w-full"
      viewBox="0 0 1440 720"
      preserveAspectRatio="xMidYMid slice"
    />
  )
}
