'use client'

import '@/styles/globals.css'

/**
 * Last resort when the root layout itself fails: no translations can be
 * loaded, so the message is given in both languages. Its retry loads the
 * page anew (re-rendering what failed from the same state would fail again).
 */
export default function GlobalError() {
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
            onClick={() => window.location.reload()}
            className="mt-8 inline-flex h-12 items-center rounded-control bg-brand px-6 font-bold text-white"
          >
            重试 · <span lang="en">&nbsp;Try again</span>
          </button>
        </main>
      </body>
    </html>
  )
}
