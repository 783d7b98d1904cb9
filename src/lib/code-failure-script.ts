import { RELOAD_GUARD_MS } from './build-update'

/** Where the paths loaded anew, and when, are kept for the tab's session. */
export const RELOAD_GUARD_KEY = 'build-update:reloads'

/** The id of the notice a page shows when its code keeps failing to load. */
export const CODE_FAILURE_NOTICE_ID = 'code-failed'

/**
 * The inline script that goes first in every page's body, before its code
 * files: when one of the site's code files fails to load while the page loads
 * (its controls would then do nothing), it loads the page anew, once in 10 s per path, as
 * page-reload.ts does for a failed chunk; when that did not help, or without
 * storage to remember it by, it shows the notice, whose link reloads the page.
 * Written out as text, the same in every bundle: the Content Security Policy
 * allows it by its hash (src/server/guards/content-security-policy.ts).
 */
export const codeFailureScript = `(function () {
  var key = ${JSON.stringify(RELOAD_GUARD_KEY)}, told = false
  function show() {
    var notice = document.getElementById(${JSON.stringify(CODE_FAILURE_NOTICE_ID)})
    if (!notice) return
    var reload = notice.querySelector('a')
    if (reload) reload.href = location.href
    notice.hidden = false
  }
  function failed() {
    if (told) return
    var guard = {}, now = Date.now()
    try { guard = JSON.parse(sessionStorage.getItem(key) || '{}') || {} } catch (e) {}
    var last = guard[location.pathname]
    if (typeof last !== 'number' || now - last >= ${RELOAD_GUARD_MS}) {
      guard[location.pathname] = now
      try {
        sessionStorage.setItem(key, JSON.stringify(guard))
        location.reload()
        return
      } catch (e) {}
    }
    told = true
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show)
    else show()
  }
  function ours(url) {
    var path = String(url).split('?')[0]
    return path.indexOf('/_next/static/') >= 0 && path.slice(-3) === '.js'
  }
  // Code files that failed before this script ran (the page's first ones
  // start in its head): a network error (status 0) or an error status.
  var done = performance.getEntriesByType ? performance.getEntriesByType('resource') : []
  for (var i = 0; i < done.length; i++) {
    var status = done[i].responseStatus
    if (ours(done[i].name) && typeof status === 'number' && (status === 0 || status >= 400)) {
      failed()
      return
    }
  }
  // Then each one that fails until the page has loaded: later failures are a
  // navigation's, which the page's own code handles (page-reload.ts), loading
  // the page it goes to.
  var loaded = false
  addEventListener('load', function () { loaded = true })
  addEventListener('error', function (event) {
    var target = event.target
    if (!loaded && target && target.tagName === 'SCRIPT' && ours(target.src)) failed()
  }, true)
})()`
