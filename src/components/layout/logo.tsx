/**
 * The Tianyan word mark: a drawn mark (three orbits around a core, the
 * "衍" of unfolding) and the company name set in the system font.
 */
/** Three orbits around a core, each turned by 60°. */
const orbits = [
  { angle: 0, opacity: 0.9 },
  { angle: 60, opacity: 0.7 },
  { angle: 120, opacity: 0.5 },
]

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
      {orbits.map(({ angle, opacity }) => (
        <ellipse
          key={angle}
          cx="20"
          cy="20"
          rx="13"
          ry="5.5"
          fill="none"
          stroke="#fff"
          strokeWidth="1.8"
          opacity={opacity}
          transform={`rotate(${angle} 20 20)`}
        />
      ))}
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
