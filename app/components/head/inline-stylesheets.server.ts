import { readFileSync } from 'node:fs'

/** Where the browser build's stylesheets are (served under /assets). */
const CLIENT_BUILD = 'build/client'
// How <Links /> renders each stylesheet of the page's routes.
const STYLESHEET_LINK =
  /<link (?:nonce="[^"]*" )?rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g
const contents = new Map<string, string | undefined>()

/**
 * The page's stylesheets written into its head, so that the first paint waits for no other
 * request: on a phone's slow connection each linked stylesheet held it up by a round trip
 * (docs/decisions/046-styles-in-the-page.md). Each `<style>` carries the request's
 * Content-Security-Policy nonce. The link stays behind it for React to hydrate and for the
 * browser to keep the file for later pages, but with `media="print"`, which the screen does not
 * wait for. A stylesheet that is not in the build (the dev server) stays linked as it was.
 */
export function inlineStylesheets(html: string, nonce: string | undefined): string {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return html
  const head = html.slice(0, headEnd).replace(STYLESHEET_LINK, (link, href: string) => {
    const css = stylesheet(href)
    if (css === undefined) return link
    const style = nonce ? `<style nonce="${nonce}">` : '<style>'
    return `${style}${css}</style>${link.replace('/>', ' media="print"/>')}`
  })
  return head + html.slice(headEnd)
}

function stylesheet(href: string): string | undefined {
  if (!contents.has(href)) contents.set(href, readStylesheet(href))
  return contents.get(href)
}

function readStylesheet(href: string): string | undefined {
  let css: string
  try {
    css = readFileSync(`${CLIENT_BUILD}${href}`, 'utf8')
  } catch {
    return undefined
  }
  // Text that would end the <style> element early cannot be written into it.
  return /<\/style/i.test(css) ? undefined : css
}
