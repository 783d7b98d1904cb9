import { notFound } from 'next/navigation'

/** Every path no page matches (the component-preview paths included) is a 404. */
export default function UnmatchedPage(): never {
  notFound()
}
