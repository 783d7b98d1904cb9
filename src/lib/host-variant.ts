/**
 * Host variants: hosts whose name contains the configured marker get the
 * alternative licence and company lines. The proxy maps each request to a
 * variant segment so that both variants are prerendered and served statically.
 */
export const hostVariants = ['main', 'alt'] as const
export type HostVariant = (typeof hostVariants)[number]

export function variantForHost(host: string | null, marker: string): HostVariant {
  if (!marker || !host) return 'main'
  return host.toLowerCase().includes(marker.toLowerCase()) ? 'alt' : 'main'
}

export function isHostVariant(value: unknown): value is HostVariant {
  return typeof value === 'string' && (hostVariants as readonly string[]).includes(value)
}
