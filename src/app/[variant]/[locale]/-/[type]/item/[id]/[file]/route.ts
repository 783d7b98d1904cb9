import { uiOf } from '@/features/types'
import { isLocale } from '@/i18n/locales'
import { parseId } from '@/lib/parse-id'

type Context = { params: Promise<{ locale: string; type: string; id: string; file: string }> }

/**
 * A file of an item (a calendar file), as its type's `ui/` writes (`files`)
 * it; the 404 page's status for anything else, and for an item visitors
 * cannot read in this language.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale, type, id, file } = await params
  const write = uiOf(type)?.files?.[file]
  const itemId = parseId(id)
  const response = isLocale(locale) && write && itemId !== null ? await write(locale, itemId) : null
  return (
    response ?? new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  )
}
