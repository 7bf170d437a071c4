import { gzipSync } from 'node:zlib'

/**
 * The JavaScript a first visit to a page loads: every script of the build the server's HTML
 * names (a `<script src>`, a module preload, or one of the modules a public page preloads after
 * its first paint, decision 066), each fetched once and measured gzip -9 (the budget of issue 4
 * and decision 022 is in gzip bytes; the site itself sends brotli, which is smaller).
 */
export async function firstVisitScripts(url: URL): Promise<{ files: number; gzipBytes: number }> {
  const html = await (await fetch(url)).text()
  const sources = new Set<string>()
  for (const [, src] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) sources.add(src!)
  for (const [tag] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(tag)?.[1]
    if (href) sources.add(href)
  }
  for (const [, list] of html.matchAll(/\(document\.currentScript, (\[[^\]]*\]), /g)) {
    for (const href of JSON.parse(list!) as string[]) sources.add(href)
  }
  let gzipBytes = 0
  for (const source of sources) {
    const response = await fetch(new URL(source, url))
    if (!response.ok) throw new Error(`${source} answered ${response.status}`)
    gzipBytes += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length
  }
  return { files: sources.size, gzipBytes }
}
