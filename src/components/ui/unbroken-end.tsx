/** Han characters, and the marks that may not begin a line after them. */
const endOfChinese = /(?:\p{Script=Han}[\p{Pe}\p{Pf}\p{Po}]*){3}$/u

/**
 * Splits off the last three Chinese characters (with the marks after them),
 * so that a line break never leaves one or two alone on a heading's last
 * line. Text that does not end in Chinese, or is that short, stays whole.
 */
export function splitUnbrokenEnd(text: string): [head: string, end: string] {
  const end = endOfChinese.exec(text)?.[0] ?? ''
  const head = text.slice(0, text.length - end.length)
  return head.trim() ? [head, end] : [text, '']
}

/** A heading's text whose last line holds at least three Chinese characters. */
export function UnbrokenEnd({ text }: { text: string }) {
  const [head, end] = splitUnbrokenEnd(text)
  if (!end) return text
  return (
    <>
      {head}
      <span className="whitespace-nowrap">{end}</span>
    </>
  )
}
