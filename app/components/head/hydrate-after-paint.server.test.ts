import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { hydrateAfterPaint } from './hydrate-after-paint.server.ts'

const nonce = 'bm9uY2U='
// The shape React Router and React give a public page: preloads moved into the head, the
// module script that imports the routes at the end of the body, the data after it.
const routesCode = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-3.js");`
const page = [
  '<!DOCTYPE html><html lang="nb"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/nb-4.js"/>',
  `<link rel="modulepreload" href="/assets/manifest-1.js" nonce="${nonce}"/>`,
  `<link rel="modulepreload" href="/assets/entry.client-3.js" nonce="${nonce}"/>`,
  `<link rel="modulepreload" href="/assets/root-2.js" nonce="${nonce}"/>`,
  `<style nonce="${nonce}">body{margin:0}</style></head>`,
  '<body><main><h1>Farlige produkter</h1><a href="/search">Søk</a></main>',
  `<script nonce="${nonce}">window.__reactRouterContext = {}</script>`,
  `<script nonce="${nonce}" type="module" async="">${routesCode}</script>`,
  `<script nonce="${nonce}">window.__reactRouterContext.streamController.close();</script>`,
  '</body></html>',
].join('')

describe('hydrateAfterPaint', () => {
  it('takes the preloads out of the head and the module script out of the body', () => {
    const html = hydrateAfterPaint(page)
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toContain('type="module"')
    expect(html).toContain('<main><h1>Farlige produkter</h1><a href="/search">Søk</a></main>')
    expect(html).toContain(`<style nonce="${nonce}">body{margin:0}</style></head>`)
    // In its place, where it was, a script under the same nonce; the data scripts stay.
    expect(html).toMatch(
      new RegExp(
        `window.__reactRouterContext = {}</script><script nonce="${nonce}">\\(function [\\s\\S]*?</script>` +
          `<script nonce="${nonce}">window.__reactRouterContext.streamController.close`,
      ),
    )
  })

  it('adds nothing before the first contentful paint, then the preloads and the module script', () => {
    const browser = fakeBrowser()
    browser.run(hydrateAfterPaint(page))
    expect(browser.head).toEqual([])

    browser.paint('first-paint')
    expect(browser.head).toEqual([])

    browser.paint('first-contentful-paint')
    expect(browser.head).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/nb-4.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/manifest-1.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-3.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/root-2.js' },
      { tag: 'script', type: 'module', nonce, textContent: routesCode },
    ])
    // Once only, whatever comes after.
    browser.hide()
    browser.timePasses()
    expect(browser.head).toHaveLength(5)
  })

  it('starts at once in a tab no one sees, and within three seconds if no paint is reported', () => {
    const hidden = fakeBrowser({ visible: false })
    hidden.run(hydrateAfterPaint(page))
    expect(hidden.head).toHaveLength(5)

    const unreported = fakeBrowser()
    unreported.run(hydrateAfterPaint(page))
    expect(unreported.head).toEqual([])
    unreported.timePasses()
    expect(unreported.timers).toEqual([3000])
    expect(unreported.head).toHaveLength(5)
  })

  it('cannot be ended early by the code it carries', () => {
    const code = 'import "/assets/a.js"; const s = "</script><script>alert(1)</script>";'
    const html = hydrateAfterPaint(
      page.replace(routesCode, code.replace('</script>', '<\\/script>')),
    )
    const body = html.slice(html.indexOf('<body>'))
    expect(body.match(/<script/g)).toHaveLength(3)
  })

  it('leaves a page without React Router’s module script as it is', () => {
    const withoutModules = page.replace(/<script[^>]*type="module"[^>]*>[^<]*<\/script>/, '')
    expect(hydrateAfterPaint(withoutModules)).toBe(withoutModules)
  })
})

interface Added {
  tag: string
  [attribute: string]: string
}

/** Just enough of a browser to run the inline script and watch what it adds to the head. */
function fakeBrowser({ visible = true } = {}) {
  const head: Added[] = []
  const timers: number[] = []
  const pending: (() => void)[] = []
  const listeners: (() => void)[] = []
  const observers: ((list: unknown, observer: unknown) => void)[] = []
  const element = (tag: string) => ({ tag }) as Added
  const document = {
    visibilityState: visible ? 'visible' : 'hidden',
    currentScript: { nonce },
    createElement: element,
    createDocumentFragment: () => {
      const children: Added[] = []
      return { children, appendChild: (child: Added) => children.push(child) }
    },
    head: { appendChild: (fragment: { children: Added[] }) => head.push(...fragment.children) },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  }
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'resource']
    constructor(callback: (list: unknown, observer: unknown) => void) {
      observers.push(callback)
    }
    observe() {}
    disconnect() {}
  }
  const window = { PerformanceObserver }
  const context = {
    window,
    document,
    PerformanceObserver,
    setTimeout: (task: () => void, milliseconds: number) => {
      timers.push(milliseconds)
      pending.push(task)
    },
    requestAnimationFrame: () => {
      throw new Error('paint timing is supported: no frame is waited for')
    },
  }
  return {
    head,
    timers,
    run(html: string) {
      const body = html.slice(html.indexOf('<body>'))
      for (const [, code] of body.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
        if (code!.startsWith('(function')) runInNewContext(code!, context)
      }
    },
    paint(name: string) {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }
      for (const observer of observers) observer(list, { disconnect() {} })
    },
    hide() {
      document.visibilityState = 'hidden'
      for (const listener of listeners) listener()
    },
    timePasses() {
      for (const task of pending.splice(0)) task()
    },
  }
}
