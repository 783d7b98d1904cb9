'use client'

import '@/styles/globals.css'

/**
 * Last resort when the root layout itself fails: no translations can be
 * loaded, so the message is given in both languages.
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="zh-CN">
      <body className="flex min-h-dvh items-center justify-center p-6 text-center">
        <main>
          <title>出错了 · Something went wrong</title>
          <h1 className="text-title">出错了</h1>
          <p lang="en" className="mt-1 text-lead">
            Something went wrong
          </p>
          <button
            type="button"
            onClick={() => reset()}
            className="mt-8 inline-flex h-12 items-center rounded-control bg-brand px-6 font-bold text-white"
          >
            重试 · <span lang="en">&nbsp;Try again</span>
          </button>
        </main>
      </body>
    </html>
  )
}
