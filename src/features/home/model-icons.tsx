import type { ModelKey } from '@/components/layout/nav-items'

/** A glyph per model, drawn for the site on a 32-unit grid. */
const paths: Record<ModelKey, string> = {
  general:
    'M6 8.5A3.5 3.5 0 0 1 9.5 5h13A3.5 3.5 0 0 1 26 8.5v9a3.5 3.5 0 0 1-3.5 3.5H14l-5.5 5v-5A3.5 3.5 0 0 1 6 17.5v-9ZM11 11.5h10M11 15h6',
  reasoning: 'M8 6v6a4 4 0 0 0 4 4h8a4 4 0 0 1 4 4v6M8 26v-6M24 6v4M5 6h6M5 26h6M21 26h6M21 6h6',
  tcm: 'M16 27c-6-2-9-7-9-13 5 0 9 2 9 7 0-5 4-7 9-7 0 6-3 11-9 13ZM16 21V5m0 0c-2 2-3 4-3 6m3-6c2 2 3 4 3 6',
  medical: 'M4 17h5l2.5-6 4 12 3-9 2 3H28M13 5h6v4h4v6',
  herb: 'M8 25C8 14 14 7 26 6c0 12-7 18-18 19Zm0 0 10-10M13 20h5M17 16v-4',
}

export function ModelIcon({ model, className }: { model: ModelKey; className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={paths[model]} />
    </svg>
  )
}
