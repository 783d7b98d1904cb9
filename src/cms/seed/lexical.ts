/**
 * Builds Lexical rich text (the body format of the CMS) from a small outline,
 * for the launch content and for tests.
 */
export type Block =
  | { heading: string }
  | { paragraph: string }
  | { list: readonly string[] }
  | { quote: string }
  | { image: number }

/** A Lexical node, as Payload's generated types describe one. */
type LexicalNode = { type: string; version: number; [key: string]: unknown }

const text = (value: string): LexicalNode => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const element = (
  type: string,
  children: LexicalNode[],
  extra: Record<string, unknown> = {},
): LexicalNode & { children: LexicalNode[]; direction: 'ltr'; format: ''; indent: number } => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

function node(block: Block): LexicalNode {
  if ('image' in block) {
    const id = `image-${block.image}`
    return {
      type: 'upload',
      version: 3,
      format: '',
      id,
      fields: null,
      relationTo: 'media',
      value: block.image,
    }
  }
  if ('heading' in block) return element('heading', [text(block.heading)], { tag: 'h2' })
  if ('quote' in block) return element('quote', [text(block.quote)])
  if ('list' in block) {
    return element(
      'list',
      block.list.map((item, index) => element('listitem', [text(item)], { value: index + 1 })),
      { listType: 'bullet', start: 1, tag: 'ul' },
    )
  }
  return element('paragraph', [text(block.paragraph)], { textFormat: 0, textStyle: '' })
}

export function richText(blocks: readonly Block[]) {
  return { root: element('root', blocks.map(node)) }
}
