/**
 * The Tianyan word mark: a drawn mark (three orbits around a core, the
 * "衍" of unfolding) and the company name set in the system font.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      width="32"
      height="32"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5b6cff" />
          <stop offset="1" stopColor="#0ea5a0" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill="url(#logo-gradient)" />
      <ellipse
        cx="20"
        cy="20"
        rx="13"
        ry="5.5"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        opacity="0.9"
      />
      <ellipse
        cx="20"
        cy="20"
        rx="13"
        ry="5.5"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        opacity="0.7"
        transform="rotate(60 20 20)"
      />
      <ellipse
        cx="20"
        cy="20"
        rx="13"
        ry="5.5"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        opacity="0.5"
        transform="rotate(120 20 20)"
      />
      <circle cx="20" cy="20" r="3.2" fill="#fff" />
    </svg>
  )
}

export function Logo({ name, tone = 'dark' }: { name: string; tone?: 'dark' | 'light' }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <LogoMark />
      <span
        className={`whitespace-nowrap text-lg font-bold tracking-wide ${tone === 'dark' ? 'text-ink' : 'text-white'}`}
      >
        {name}
      </span>
    </span>
  )
}
