import '@/styles/globals.css'
import type { Metadata } from 'next'

/**
 * 404 for URLs outside the localized site (e.g. a missing file under /assets):
 * the site's pages have their own localized 404. Shown in both languages.
 */
export const metadata: Metadata = { title: '页面未找到 · Page not found', robots: { index: false } }

export default function GlobalNotFound() {
  return (
    <html lang="zh-CN">
      <body className="flex min-h-dvh items-center justify-center p-6 text-center">
        <main>
          <p aria-hidden="true" className="text-[6rem] leading-none font-extrabold text-brand">
            404
          </p>
          <h1 className="mt-6 text-heading">页面未找到</h1>
          <p lang="en" className="mt-1">
            Page not found
          </p>
          <a href="/" className="mt-8 inline-flex h-12 items-center rounded-control bg-brand px-6 font-semibold text-white">
            返回首页 · <span lang="en">&nbsp;Back to home</span>
          </a>
        </main>
      </body>
    </html>
  )
}
