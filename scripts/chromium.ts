/**
 * Debian's Chromium, as the end-to-end tests and the benchmarks launch it.
 * The flags keep it from calling outside hosts (updates, sync, metrics), which
 * this machine cannot reach and no test may call.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
