/** A name as typed, on one line: control characters removed, spaces collapsed. */
export function cleanName(name: string): string {
  return name
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The subject of an application e-mail: `<Name>-<Position>` as the careers page asks for it. */
export function applicationSubject(name: string, position: string): string {
  return `${cleanName(name)}-${cleanName(position)}`
}

/** The `mailto:` link that opens the applicant's mail client. */
export function applicationMailto(email: string, name: string, position: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(applicationSubject(name, position))}`
}
