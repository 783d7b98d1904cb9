/**
 * Debian's Chromium, as the end-to-end tests and the benchmarks launch it.
 * The flags keep it from calling outside hosts (updates, sync, metrics), which
 * this machine cannot reach and no test may call.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/**
 * The browser of the end-to-end tests: Chromium's headless shell, the same
 * engine without the desktop browser around it. Every page load costs about
 * half the CPU time it costs full Chromium (measured: 12 loads of three
 * pages, 17–20 CPU-s against 35–39), and the suite is CPU-bound.
 * Lighthouse keeps full Chromium (`chromiumPath`), as visitors run it.
 */
export const testBrowserPath = process.env.TEST_BROWSER_PATH ?? '/usr/bin/chromium-headless-shell'

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
