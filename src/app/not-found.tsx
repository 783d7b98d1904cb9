/**
 * The framework's boundary above the root layouts. It never shows: every
 * unmatched path gets `global-not-found.tsx`, and the layouts below refuse
 * unknown languages there too. Rendering nothing keeps the framework's own
 * English 404 out of every page's payload.
 */
export default function RootNotFound() {
  return null
}
