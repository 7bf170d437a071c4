/*
 * Farlige produkter: a cookie-less page-view beacon in the shape of Plausible's events
 * ({ n, u, d, r }). It sends the page's address without its query (a search may hold what a
 * person typed), never to another origin, and without cookies. Loaded by AnalyticsScript only
 * when the deployment sets plausibleDomain.
 */
;(function () {
  'use strict'
  var script = document.currentScript
  if (!script) return
  var domain = script.getAttribute('data-domain')
  var endpoint = new URL(script.getAttribute('data-api') || '/stats/event', location.href)
  if (!domain || endpoint.origin !== location.origin) return
  var last = null

  function pageview() {
    var url = location.origin + location.pathname
    if (url === last) return
    last = url
    var body = JSON.stringify({ n: 'pageview', u: url, d: domain, r: document.referrer || null })
    fetch(endpoint.href, {
      method: 'POST',
      body: body,
      headers: { 'Content-Type': 'text/plain' },
      credentials: 'omit',
      keepalive: true,
    }).catch(function () {})
  }

  // The site navigates in the browser after the first page: count those pages too.
  var pushState = history.pushState
  history.pushState = function () {
    pushState.apply(this, arguments)
    pageview()
  }
  window.addEventListener('popstate', pageview)
  pageview()
})()
