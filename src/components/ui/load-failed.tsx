import { ReloadButton } from './reload-button.client'
import { StateMessage } from './state-message'

/** Content that could not be loaded: the failure, and a Reload that tries again. */
export function LoadFailed({ message, reloadLabel }: { message: string; reloadLabel: string }) {
  return (
    <StateMessage tone="error" message={message} action={<ReloadButton label={reloadLabel} />} />
  )
}
