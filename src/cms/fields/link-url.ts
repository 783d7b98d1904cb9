import type { TextFieldSingleValidation } from 'payload'
import { safeHref } from '../../lib/safe-href'
import { both, inAdminLanguage } from '../admin-text'

/** An address that is not checked against the site's own origin. */
const NO_ORIGIN = 'invalid://'

const looksLikeHost = /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/|$)/i

/**
 * A link's address in an article body: what the site renders as a link
 * (lib/safe-href.ts): `https:`, `http:`, `mailto:`, `tel:` or a site path.
 * Anything else would reach readers as plain text, so it is refused at the
 * link, naming the address and, for a host without its scheme, the fix.
 */
export const linkUrl: TextFieldSingleValidation = (value, { siblingData, req }) => {
  if ((siblingData as { linkType?: unknown } | undefined)?.linkType === 'internal') return true
  return linkAddressProblem(value, req) ?? true
}

/** Why a link's address is refused, in the admin's language, or null when it is fine. */
export function linkAddressProblem(
  value: unknown,
  req: Parameters<typeof inAdminLanguage>[0],
): string | null {
  const address = typeof value === 'string' ? value.trim() : ''
  if (!address) {
    return inAdminLanguage(req, both('请填写链接地址。', 'Give the link an address.'))
  }
  if (safeHref(address, NO_ORIGIN) && !/\s/.test(address)) return null
  const hint = looksLikeHost.test(address)
    ? both(`是否要写成 https://${address}？`, `Did you mean https://${address}?`)
    : both('', '')
  return inAdminLanguage(
    req,
    both(
      `链接地址“${address}”无效：请以 https://、http://、mailto:、tel: 或 /（本站页面）开头，不要包含空格。${hint.zh}`,
      `The link address “${address}” is not valid: start it with https://, http://, mailto:, tel: or / (a page of this site), without spaces. ${hint.en}`.trim(),
    ),
  )
}

type Node = { type?: unknown; fields?: { url?: unknown; linkType?: unknown }; children?: unknown }

/**
 * The addresses of the links of a rich text written as addresses (not links
 * to an article). Checked at the save too: the editor's own check of a
 * link reports only "failed to validate" for the whole body.
 */
export function linkAddressesIn(value: unknown): unknown[] {
  const addresses: unknown[] = []
  const walk = (node: Node) => {
    if (
      (node.type === 'link' || node.type === 'autolink') &&
      node.fields?.linkType !== 'internal'
    ) {
      addresses.push(node.fields?.url)
    }
    if (Array.isArray(node.children)) (node.children as Node[]).forEach(walk)
  }
  const root = (value as { root?: Node } | null)?.root
  if (root) walk(root)
  return addresses
}
