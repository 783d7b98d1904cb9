import type { ModelKey } from '@/components/layout/nav-items'
import { Icon } from '@/components/ui/icons'

/** A glyph per model, drawn for the site (`model-*` in the icons' sprite). */
export function ModelIcon({ model, className }: { model: ModelKey; className?: string }) {
  return <Icon name={`model-${model}`} width={32} height={32} className={className} />
}
