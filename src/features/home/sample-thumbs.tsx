/**
 * The pictures the agent's example conversations attach, drawn for the site on
 * a 32-unit grid: small enough to inline, no text to translate.
 */

/** A photo of a tongue (reddish, thin yellow coating). */
export function TongueThumb({ className = 'size-8' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 32 32"
      className={`${className} shrink-0`}
    >
      <rect width="32" height="32" rx="6" fill="#2a1d2e" />
      <path d="M9 9c2 -1.5 12 -1.5 14 0c1 5 0 13 -7 15c-7 -2 -8 -10 -7 -15z" fill="#e58a95" />
      <path d="M16 11v9" stroke="#c46370" strokeWidth="1.2" strokeLinecap="round" />
      <path
        d="M11 12c3 -1 7 -1 10 0"
        stroke="#f3e3b0"
        strokeWidth="2"
        strokeLinecap="round"
        opacity=".7"
      />
    </svg>
  )
}

/** A photo of a dandelion in flower. */
export function FlowerThumb() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className="size-10 shrink-0">
      <rect width="32" height="32" rx="6" fill="#e3f1e6" />
      <path
        d="M16 17v11M16 24c-3 0-5-2-6-4M16 22c3 0 5-2 6-4"
        stroke="#3f8f4f"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="16" cy="12" r="6.5" fill="#f2b705" />
      <circle cx="16" cy="12" r="3.2" fill="#d98e04" />
    </svg>
  )
}
