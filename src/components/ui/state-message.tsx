import type { ReactNode } from 'react'

/** An empty or error state: a short message and what the visitor can do about it. */
export function StateMessage({
  tone = 'neutral',
  message,
  action,
}: {
  tone?: 'neutral' | 'error'
  message: string
  action?: ReactNode
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className="flex flex-col items-center gap-5 rounded-card border border-dashed border-line bg-canvas px-6 py-16 text-center"
    >
      <p className={tone === 'error' ? 'text-lead text-danger' : 'text-lead text-body'}>
        {message}
      </p>
      {action}
    </div>
  )
}
