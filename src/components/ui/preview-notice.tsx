import { LivePreviewRefresh } from './live-preview-refresh.client'

/**
 * The line above an editor's preview saying that visitors do not see this
 * page; beside the admin's form, the preview follows each save.
 */
export function PreviewNotice({ children }: { children: string }) {
  return (
    <p
      role="status"
      className="mb-6 rounded-control border border-warning/30 bg-warning-soft px-4 py-3 text-sm text-warning"
    >
      {children}
      <LivePreviewRefresh />
    </p>
  )
}
