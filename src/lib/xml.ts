/** Whether XML 1.0 can hold a character (tab, newlines and everything from space up, but two). */
function isXmlChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d
  return code !== 0xfffe && code !== 0xffff
}

const entities: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
}

/**
 * Text or an attribute value for an XML document: markup characters escaped,
 * and the control characters XML 1.0 cannot hold removed.
 */
export function escapeXml(value: string): string {
  return Array.from(value)
    .filter(isXmlChar)
    .join('')
    .replace(/[<>&'"]/g, (c) => entities[c] ?? c)
}
