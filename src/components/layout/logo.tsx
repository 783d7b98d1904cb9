/**
 * The Tianyan word mark: a drawn mark (three orbits around a core, the
 * "衍" of unfolding; `public/assets/brand/icon.svg`, also the site's icon) and
 * the company name set in the system font. The mark is one file every page
 * shares, not a drawing repeated in each page's HTML and payload.
 */
export const logoMarkSrc = '/assets/brand/icon.svg'

export function Logo({ name, tone = 'dark' }: { name: string; tone?: 'dark' | 'light' }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      {/* Decorative: the name beside it says what it is. An SVG: no optimiser. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={logoMarkSrc} alt="" width={32} height={32} decoding="async" />
      <span
        className={`whitespace-nowrap text-lg font-bold tracking-wide ${tone === 'dark' ? 'text-ink' : 'text-white'}`}
      >
        {name}
      </span>
    </span>
  )
}
