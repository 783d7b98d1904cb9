import type { SVGProps } from 'react'
import { iconHref, type IconName } from './icon-names'

type IconProps = SVGProps<SVGSVGElement>

/**
 * One icon of the site's sprite: a reference to its drawing, in the colour of
 * the text around it, 20 px unless told otherwise. Decorative: hidden from
 * assistive technology (the control or text beside it says what it is).
 */
export function Icon({ name, ...props }: IconProps & { name: IconName }) {
  return (
    <svg width={20} height={20} aria-hidden {...props}>
      <use href={iconHref(name)} />
    </svg>
  )
}

const named = (name: IconName) =>
  function NamedIcon(props: IconProps) {
    return <Icon {...props} name={name} />
  }

export const ChevronDownIcon = named('chevron-down')
export const ChevronRightIcon = named('chevron-right')
export const MenuIcon = named('menu')
export const CloseIcon = named('close')
export const GlobeIcon = named('globe')
export const SearchIcon = named('search')
export const ArrowUpRightIcon = named('arrow-up-right')
export const ArrowLeftIcon = named('arrow-left')
export const ArrowRightIcon = named('arrow-right')
export const MailIcon = named('mail')
export const PhoneIcon = named('phone')
export const SendIcon = named('send')
export const WarningIcon = named('warning')
export const GridIcon = named('grid')
export const ListIcon = named('list')
export const PauseIcon = named('pause')
export const PlayIcon = named('play')
export const RefreshIcon = named('refresh')
