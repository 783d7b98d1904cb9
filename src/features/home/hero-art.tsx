/** Decorative background of the hero: a soft glow and a network of nodes, drawn for the site. */
export function HeroArt() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="pointer-events-none absolute inset-0 -z-10 h-full w-full"
      viewBox="0 0 1440 720"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <radialGradient id="hero-glow-a" cx="0.78" cy="0.2" r="0.55">
          <stop offset="0" stopColor="#3a4fe0" stopOpacity="0.55" />
          <stop offset="1" stopColor="#3a4fe0" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="hero-glow-b" cx="0.1" cy="0.95" r="0.5">
          <stop offset="0" stopColor="#0ea5a0" stopOpacity="0.35" />
          <stop offset="1" stopColor="#0ea5a0" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1440" height="720" fill="url(#hero-glow-a)" />
      <rect width="1440" height="720" fill="url(#hero-glow-b)" />
      {/* The network sits in the upper right, clear of the text and the figures. */}
      <g transform="translate(40 -60)" opacity="0.9">
        <g stroke="#8fa0ff" strokeOpacity="0.35" strokeWidth="1.2" fill="none">
          <path d="M980 140 1120 220 1260 150 1380 260M1120 220 1150 380 1300 430 1380 260M1150 380 1010 450 980 300 1120 220M1010 450 1090 520 1300 430" />
        </g>
        <g fill="#c7d0ff">
          <circle cx="980" cy="140" r="4" />
          <circle cx="1120" cy="220" r="6" />
          <circle cx="1260" cy="150" r="3.5" />
          <circle cx="1380" cy="260" r="5" />
          <circle cx="1150" cy="380" r="7" fill="#5eead4" />
          <circle cx="1300" cy="430" r="4" />
          <circle cx="1010" cy="450" r="4.5" />
          <circle cx="980" cy="300" r="3" />
          <circle cx="1090" cy="520" r="5" />
        </g>
      </g>
    </svg>
  )
}
