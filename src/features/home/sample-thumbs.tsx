import { Icon } from '@/components/ui/icons'

// The pictures the agent's example conversations attach, drawn for the site
// (`thumb-*` in the icons' sprite): no text to translate.

/** A photo of a tongue (reddish, thin yellow coating). */
export function TongueThumb({ className = 'size-8' }: { className?: string }) {
  return <Icon name="thumb-tongue" width={32} height={32} className={`${className} shrink-0`} />
}

/** A photo of a dandelion in flower. */
export function FlowerThumb() {
  return <Icon name="thumb-flower" width={40} height={40} className="size-10 shrink-0" />
}
