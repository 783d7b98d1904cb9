import { CODE_FAILURE_NOTICE_ID, codeFailureScript } from '@/lib/code-failure-script'

/**
 * The notice a page shows when its code keeps failing to load, and the
 * script that watches for that (first in the body, before the code files).
 * Hidden until then; without JavaScript, never shown.
 */
export function CodeFailureNotice({
  texts,
}: {
  texts: { title: string; description: string; reload: string }
}) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: codeFailureScript }} />
      <div
        id={CODE_FAILURE_NOTICE_ID}
        role="alert"
        hidden
        suppressHydrationWarning
        className="fixed inset-x-4 bottom-4 z-[150] mx-auto max-w-md rounded-card border border-line bg-surface p-5 shadow-pop"
      >
        <p className="font-bold text-ink">{texts.title}</p>
        <p className="mt-1 text-sm text-ink-soft">{texts.description}</p>
        {/* The script points it at the page's own address as it shows the notice. */}
        <a
          href="#main"
          suppressHydrationWarning
          className="mt-3 inline-flex min-h-11 items-center rounded-control bg-brand px-4 text-sm font-bold text-white hover:bg-brand-strong"
        >
          {texts.reload}
        </a>
      </div>
    </>
  )
}
