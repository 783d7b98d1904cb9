/** The content encodings the server sends, in its order of preference. */
export type Encoding = 'br' | 'gzip'

/** The encoding a request accepts best among `offered` (Brotli, then gzip), if any. */
export function preferredEncoding(
  header = '',
  offered: readonly Encoding[] = ['br', 'gzip'],
): Encoding | undefined {
  const weight = (name: string) => {
    const match = new RegExp(`(?:^|,)\\s*${name}\\s*(?:;\\s*q=([\\d.]+))?\\s*(?:,|$)`, 'i').exec(
      header,
    )
    return match ? Number(match[1] ?? 1) : undefined
  }
  return offered.find((name) => (weight(name) ?? weight('\\*') ?? 0) > 0)
}
