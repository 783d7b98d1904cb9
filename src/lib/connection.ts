/** What the Network Information API tells about the connection (where supported). */
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string } | undefined

/** Prefetching is off when the visitor saves data or is on a 2g connection. */
export function allowsPrefetch(connection: ConnectionInfo): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return !/2g/.test(connection.effectiveType ?? '')
}
