/** A path as the visitor typed it, decoded when possible and kept short. */
export function displayPath(path: string): string {
  let shown = path
  try {
    shown = decodeURIComponent(path)
  } catch {
    // Not valid percent-encoding: show it as received.
  }
  return shown.length > 200 ? `${shown.slice(0, 200)}…` : shown
}
