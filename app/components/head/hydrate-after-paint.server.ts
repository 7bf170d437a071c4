// How React Router's <Scripts /> and the root's language preloads render (React moves every
// preload into the head), and the one module script that imports the page's routes and starts
// hydration.
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g
const ROUTE_MODULES_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/

/**
 * Runs in the page in place of the module script: once the browser reports the page's first
 * contentful paint, it preloads the modules in parallel, as the head would have, and adds the
 * module script with the request's nonce, which the browser keeps on the running script for the
 * page to read. A tab no one sees starts at once (it paints nothing); a browser without paint
 * timing starts after its next frame; none waits more than three seconds.
 */
const START_AFTER_PAINT = `(function (script, modules, code) {
  var started = false
  function start() {
    if (started) return
    started = true
    var added = document.createDocumentFragment()
    modules.forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      added.appendChild(link)
    })
    var routes = document.createElement('script')
    routes.type = 'module'
    routes.nonce = script.nonce
    routes.textContent = code
    added.appendChild(routes)
    document.head.appendChild(added)
  }
  if (document.visibilityState !== 'visible') return start()
  document.addEventListener('visibilitychange', start, { once: true })
  setTimeout(start, 3000)
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes
  if (!types || types.indexOf('paint') < 0) {
    return requestAnimationFrame(function () { setTimeout(start, 0) })
  }
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    start()
  }).observe({ type: 'paint', buffered: true })
})`

/**
 * The page's scripts begin to download, and React to hydrate, after the browser has painted the
 * page rather than before (decision 066). Every page works without JavaScript, so what a visitor
 * sees first no longer waits for the scripts' download over a slow connection, nor for the
 * hydration that would run before the first paint on a fast one. The module preloads leave the
 * head, and React Router's module script is replaced by an inline script that adds both after
 * the first paint. A page without that module script is sent as it is.
 */
export function hydrateAfterPaint(html: string): string {
  const routesScript = ROUTE_MODULES_SCRIPT.exec(html)
  const headEnd = html.indexOf('</head>')
  if (!routesScript || headEnd < 0 || routesScript.index < headEnd) return html
  const [script, nonceAttribute = '', code = ''] = routesScript
  const modules: string[] = []
  const head = html.slice(0, headEnd).replace(MODULE_PRELOAD, (_link, href: string) => {
    if (!modules.includes(href)) modules.push(href)
    return ''
  })
  const start = `${START_AFTER_PAINT}(document.currentScript, ${inScript(modules)}, ${inScript(code)})`
  const body = html.slice(headEnd)
  return head + body.replace(script, () => `<script${nonceAttribute}>${start}</script>`)
}

/** A value written as JavaScript inside a <script>, where "</script" must not appear. */
function inScript(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c')
}
