import 'server-only'
import type { IconName } from './icon-names'

/**
 * The site's line icons, drawn for it, as the symbols of one SVG file that
 * every page references (`<use>`) instead of repeating each drawing in its
 * HTML and again in the payload React hydrates from.
 */
type IconSymbol = {
  viewBox: string
  body: string
  /** A picture in its own colours; otherwise a line drawing in the text's colour. */
  painted?: true
}

const line24 = '0 0 24 24'
const line32 = '0 0 32 32'
const line40 = '0 0 40 40'
const path = (d: string) => `<path d="${d}"/>`

const symbols: Record<IconName, IconSymbol> = {
  'chevron-down': { viewBox: line24, body: path('m6 9 6 6 6-6') },
  'chevron-right': { viewBox: line24, body: path('m9 6 6 6-6 6') },
  menu: { viewBox: line24, body: path('M4 7h16M4 12h16M4 17h16') },
  close: { viewBox: line24, body: path('M6 6l12 12M18 6 6 18') },
  search: { viewBox: line24, body: '<circle cx="11" cy="11" r="6.5"/>' + path('m16 16 4.5 4.5') },
  globe: {
    viewBox: line24,
    body:
      '<circle cx="12" cy="12" r="9"/>' +
      path(
        'M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z',
      ),
  },
  'arrow-up-right': { viewBox: line24, body: path('M7 17 17 7M8 7h9v9') },
  'arrow-left': { viewBox: line24, body: path('M19 12H5m6-6-6 6 6 6') },
  'arrow-right': { viewBox: line24, body: path('M5 12h14m-6-6 6 6-6 6') },
  mail: {
    viewBox: line24,
    body: '<rect x="3" y="5" width="18" height="14" rx="2"/>' + path('m4 7 8 6 8-6'),
  },
  phone: {
    viewBox: line24,
    body: path(
      'M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
    ),
  },
  send: { viewBox: line24, body: path('M5 12h14M13 6l6 6-6 6') },
  warning: { viewBox: line24, body: path('M12 3 2 20h20L12 3Z') + path('M12 10v4M12 17h.01') },
  grid: {
    viewBox: line24,
    body: [
      [4, 4],
      [13.5, 4],
      [4, 13.5],
      [13.5, 13.5],
    ]
      .map(([x, y]) => `<rect x="${x}" y="${y}" width="6.5" height="6.5" rx="1.5"/>`)
      .join(''),
  },
  list: {
    viewBox: line24,
    body:
      path('M9 6h11M9 12h11M9 18h11') +
      [6, 12, 18].map((y) => `<circle cx="4.5" cy="${y}" r="1"/>`).join(''),
  },
  pause: { viewBox: line24, body: path('M9 5v14M15 5v14') },
  play: { viewBox: line24, body: path('M8 5.5v13l10-6.5-10-6.5Z') },
  refresh: { viewBox: line24, body: path('M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7') },
  // The models, on a 32-unit grid.
  'model-general': {
    viewBox: line32,
    body: path(
      'M6 8.5A3.5 3.5 0 0 1 9.5 5h13A3.5 3.5 0 0 1 26 8.5v9a3.5 3.5 0 0 1-3.5 3.5H14l-5.5 5v-5A3.5 3.5 0 0 1 6 17.5v-9ZM11 11.5h10M11 15h6',
    ),
  },
  'model-reasoning': {
    viewBox: line32,
    body: path('M8 6v6a4 4 0 0 0 4 4h8a4 4 0 0 1 4 4v6M8 26v-6M24 6v4M5 6h6M5 26h6M21 26h6M21 6h6'),
  },
  'model-tcm': {
    viewBox: line32,
    body: path(
      'M16 27c-6-2-9-7-9-13 5 0 9 2 9 7 0-5 4-7 9-7 0 6-3 11-9 13ZM16 21V5m0 0c-2 2-3 4-3 6m3-6c2 2 3 4 3 6',
    ),
  },
  'model-medical': { viewBox: line32, body: path('M4 17h5l2.5-6 4 12 3-9 2 3H28M13 5h6v4h4v6') },
  'model-herb': {
    viewBox: line32,
    body: path('M8 25C8 14 14 7 26 6c0 12-7 18-18 19Zm0 0 10-10M13 20h5M17 16v-4'),
  },
  // The technological capabilities, on a 40-unit grid: a layered chip, two linked sites, an open flask.
  'capability-base': {
    viewBox: line40,
    body: path(
      'M10 12h20v16H10zM15 17h10v6H15zM14 8v4M20 8v4M26 8v4M14 28v4M20 28v4M26 28v4M6 16h4M6 24h4M30 16h4M30 24h4',
    ),
  },
  'capability-centres': {
    viewBox: line40,
    body: path(
      'M11 30s-7-7-7-13a7 7 0 0 1 14 0c0 6-7 13-7 13ZM29 30s-7-7-7-13a7 7 0 0 1 14 0c0 6-7 13-7 13ZM11 17h.01M29 17h.01M15 32h10',
    ),
  },
  'capability-lab': {
    viewBox: line40,
    body: path('M16 6h8M17 6v10L9 30a2 2 0 0 0 1.7 3h18.6a2 2 0 0 0 1.7-3L23 16V6M13 24h14'),
  },
  // The hero's background: a soft glow and a network of nodes in the upper
  // right, clear of the text and the figures.
  'hero-art': {
    viewBox: '0 0 1440 720',
    painted: true,
    body:
      '<defs><radialGradient id="hero-glow-a" cx="0.78" cy="0.2" r="0.55"><stop offset="0" stop-color="#3a4fe0" stop-opacity="0.55"/><stop offset="1" stop-color="#3a4fe0" stop-opacity="0"/></radialGradient>' +
      '<radialGradient id="hero-glow-b" cx="0.1" cy="0.95" r="0.5"><stop offset="0" stop-color="#0ea5a0" stop-opacity="0.35"/><stop offset="1" stop-color="#0ea5a0" stop-opacity="0"/></radialGradient></defs>' +
      '<rect width="1440" height="720" fill="url(#hero-glow-a)"/><rect width="1440" height="720" fill="url(#hero-glow-b)"/>' +
      '<g transform="translate(40 -60)" opacity="0.9"><path stroke="#8fa0ff" stroke-opacity="0.35" stroke-width="1.2" fill="none" d="M980 140 1120 220 1260 150 1380 260M1120 220 1150 380 1300 430 1380 260M1150 380 1010 450 980 300 1120 220M1010 450 1090 520 1300 430"/>' +
      '<g fill="#c7d0ff">' +
      [
        [980, 140, 4],
        [1120, 220, 6],
        [1260, 150, 3.5],
        [1380, 260, 5],
        [1300, 430, 4],
        [1010, 450, 4.5],
        [980, 300, 3],
        [1090, 520, 5],
      ]
        .map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`)
        .join('') +
      '<circle cx="1150" cy="380" r="7" fill="#5eead4"/></g></g>',
  },
  // The apps, on a 56-unit grid: a speech bubble with a spark, and a leaf.
  'app-answer': {
    viewBox: '0 0 56 56',
    painted: true,
    body:
      '<rect width="56" height="56" rx="14" fill="#3a4fe0"/>' +
      '<path fill="#fff" d="M16 20a5 5 0 0 1 5-5h14a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5h-8l-6 6v-6a5 5 0 0 1-5-5zM28 19l1.8 4.2L34 25l-4.2 1.8L28 31l-1.8-4.2L22 25l4.2-1.8z"/>',
  },
  'app-plant': {
    viewBox: '0 0 56 56',
    painted: true,
    body:
      '<rect width="56" height="56" rx="14" fill="#0b6e6a"/>' +
      '<path d="M17 39c0-13 7-21 22-22 0 14-8 21-22 22zm0 0 12-12" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>',
  },
  // The pictures the agent's example conversations attach, on a 32-unit grid.
  'thumb-tongue': {
    viewBox: line32,
    painted: true,
    body:
      '<rect width="32" height="32" rx="6" fill="#2a1d2e"/>' +
      '<path d="M9 9c2 -1.5 12 -1.5 14 0c1 5 0 13 -7 15c-7 -2 -8 -10 -7 -15z" fill="#e58a95"/>' +
      '<path d="M16 11v9" stroke="#c46370" stroke-width="1.2" stroke-linecap="round"/>' +
      '<path d="M11 12c3 -1 7 -1 10 0" stroke="#f3e3b0" stroke-width="2" stroke-linecap="round" opacity=".7"/>',
  },
  'thumb-flower': {
    viewBox: line32,
    painted: true,
    body:
      '<rect width="32" height="32" rx="6" fill="#e3f1e6"/>' +
      '<path d="M16 17v11M16 24c-3 0-5-2-6-4M16 22c3 0 5-2 6-4" stroke="#3f8f4f" stroke-width="1.6" stroke-linecap="round" fill="none"/>' +
      '<circle cx="16" cy="12" r="6.5" fill="#f2b705"/><circle cx="16" cy="12" r="3.2" fill="#d98e04"/>',
  },
}

/**
 * The SVG file of every icon: line drawings in the colour of the text around
 * them. The strokes are set on each symbol: what `<use>` copies is the symbol,
 * which inherits from the page's `<svg>`, not from this file's root.
 */
export function iconSpriteSvg(): string {
  const stroke =
    'fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"'
  const body = Object.entries(symbols)
    .map(
      ([name, symbol]) =>
        `<symbol id="${name}" viewBox="${symbol.viewBox}"${symbol.painted ? '' : ` ${stroke}`}>${symbol.body}</symbol>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`
}
