import { parseArgs } from 'node:util'
import { brotliCompressSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { firstVisitScripts } from '../tests/support/first-visit-scripts.ts'
import { cpuMilliseconds, load } from './load.ts'
import { describeMachine } from './report.ts'
import { requireBuild, startWebServer } from './web-server.ts'

/**
 * `npm run bench:web`: the production build on the demo data (embedded database, in memory), as a
 * visitor meets it. Prints, for the main pages, the JavaScript a first visit loads (gzip), the
 * server's rendering rate, latency and CPU per page under load (autocannon), and Lighthouse's four
 * scores (mobile) in Debian's Chromium. Build first (`npm run build`). See docs/performance.md.
 */
const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    'skip-lighthouse': { type: 'boolean', default: false },
    // simulate: Lighthouse's default, which times a slow phone from a trace taken at full speed;
    // devtools: the browser itself is slowed (latency, bandwidth, CPU) while the page loads.
    throttling: { type: 'string', default: 'simulate' },
    // The server's PAGE_CACHE_SECONDS. Off by default: this bench measures drawing a page, and
    // with the cache on the same address would be drawn once in ten seconds (decision 030).
    'page-cache-seconds': { type: 'string', default: '0' },
  },
})
const log = (line: string) => console.log(line)

const throttling = flags.throttling
if (throttling !== 'simulate' && throttling !== 'devtools') {
  throw new Error(`--throttling is simulate or devtools, not ${throttling}`)
}
requireBuild()
for (const line of describeMachine()) log(line)

log(`page cache: ${flags['page-cache-seconds']} s (PAGE_CACHE_SECONDS)`)
const web = await startWebServer({
  DATA_DIR: 'memory://',
  DEMO_DATA: 'true',
  PAGE_CACHE_SECONDS: flags['page-cache-seconds'],
})
const server = web.process
try {
  const origin = web.origin
  const product = (await (await fetch(new URL('/api/v1/produkt?size=1', origin))).json()) as {
    content: { id: number }[]
  }
  const pages: [name: string, path: string][] = [
    ['home', '/'],
    ['search', '/search?q=lader&risiko=1'],
    ['product', `/produkt/${product.content[0]!.id}`],
    ['authorities', '/myndighet'],
    ['concern form', '/innmelding/bekymring'],
    ['subscribe', '/abonnement/opprett'],
  ]

  log('\nJavaScript of a first visit (every script and module preload of the page), gzip:')
  log('| page | files | KB gzip |\n| --- | --- | --- |')
  for (const [name, path] of pages) {
    const { files, gzipBytes } = await firstVisitScripts(new URL(path, origin))
    log(`| ${name} | ${files} | ${(gzipBytes / 1024).toFixed(1)} |`)
  }

  log(
    '\nStylesheets the first paint waits for (linked in the head), raw and brotli, and the styles' +
      ' written into the page (decision 046), raw:',
  )
  log('| page | files | KB raw | KB brotli | KB in the page |\n| --- | --- | --- | --- | --- |')
  for (const [name, path] of pages) {
    const { files, rawBytes, brotliBytes, inlineBytes } = await stylesheets(new URL(path, origin))
    log(
      `| ${name} | ${files} | ${(rawBytes / 1024).toFixed(1)} | ${(brotliBytes / 1024).toFixed(1)} | ` +
        `${(inlineBytes / 1024).toFixed(1)} |`,
    )
  }

  const seconds = Number(flags.seconds)
  const connections = Number(flags.connections)
  log(`\nServer rendering, ${connections} connections for ${seconds} s each:`)
  log(
    '| page | req/s | p50 ms | p99 ms | CPU ms/page | failures |\n| --- | --- | --- | --- | --- | --- |',
  )
  for (const [name, path] of pages.slice(0, 3)) {
    const url = new URL(path, origin).href
    await load(url, { connections: 1, seconds: 1, serverPid: server.child.pid! }) // warm up
    const cpuBefore = cpuMilliseconds(server.child.pid!)
    const figures = await load(url, { connections, seconds, serverPid: server.child.pid! })
    const cpu =
      (cpuMilliseconds(server.child.pid!) - cpuBefore) / (figures.requestsPerSecond * seconds)
    log(
      `| ${name} | ${figures.requestsPerSecond.toFixed(0)} | ${figures.p50.toFixed(1)} | ` +
        `${figures.p99.toFixed(1)} | ${cpu.toFixed(1)} | ${figures.failures} |`,
    )
  }

  if (!flags['skip-lighthouse']) {
    log(
      `\nLighthouse (mobile, ${throttling} throttling), scores out of 100, and the first paint, largest paint and blocking time:`,
    )
    log(
      '| page | performance | accessibility | best practices | SEO | FCP s | LCP s | TBT ms |\n' +
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
    )
    for (const [name, path] of pages.slice(0, 3)) {
      await keepPageImages(new URL(path, origin))
      const scores = await lighthouseScores(new URL(path, origin).href, flags.chromium, throttling)
      log(`| ${name} | ${scores.join(' | ')} |`)
    }
  }
} finally {
  await web.stop()
}

/**
 * The stylesheets a page links for the screen, each once: every one holds up the first paint
 * (a `media="print"` link does not), and the bytes of the `<style>` elements of its head.
 */
async function stylesheets(url: URL) {
  const html = await (await fetch(url)).text()
  const head = html.split('</head>')[0]!
  const sources = new Set<string>()
  for (const [tag] of head.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(tag)?.[1]
    if (href && !tag.includes('media="print"')) sources.add(href)
  }
  let inlineBytes = 0
  for (const [, css] of head.matchAll(/<style[^>]*>([^<]*)<\/style>/g)) {
    inlineBytes += Buffer.byteLength(css!)
  }
  let rawBytes = 0
  let brotliBytes = 0
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, url))).arrayBuffer())
    rawBytes += body.length
    brotliBytes += brotliCompressSync(body).length
  }
  return { files: sources.size, rawBytes, brotliBytes, inlineBytes }
}

/**
 * Asks once for every product image the page names, at each width its srcset offers. A running
 * service keeps each resized image the first time anyone asks for it (bilde_variant), so
 * visitors meet kept images; this fresh bench server has none, and without this Lighthouse
 * would time the one-off resizing of the first photo (about 0.7 s here) as the page's paint.
 */
async function keepPageImages(page: URL) {
  const html = await (await fetch(page)).text()
  const sources = new Set(html.match(/\/bilde\/\d+\?w=\d+/g))
  // What Chromium sends for an image, so that the server keeps the variant the browser asks for.
  const accept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
  for (const source of sources) {
    await (await fetch(new URL(source, page), { headers: { accept } })).arrayBuffer()
  }
}

/**
 * Lighthouse's four scores for a page. A run whose trace Chromium recorded badly (NO_NAVSTART and
 * the like: the page is not at fault, and the performance category then has no score) is run
 * again, up to three times in all, and the report says so.
 */
async function lighthouseScores(
  url: string,
  chromePath: string,
  throttlingMethod: 'simulate' | 'devtools',
): Promise<string[]> {
  const attempts = 3
  for (let attempt = 1; ; attempt++) {
    const { scores, traceFailed } = await lighthouseRun(url, chromePath, throttlingMethod)
    if (!traceFailed || attempt === attempts) return scores
    console.error(`  ${url}: the trace was not usable; running Lighthouse again (${attempt + 1})`)
  }
}

async function lighthouseRun(
  url: string,
  chromePath: string,
  throttlingMethod: 'simulate' | 'devtools',
) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod,
    })
    const { categories, audits, runtimeError, runWarnings } = result!.lhr
    // A category without a score means one of its audits failed: say which, and why.
    let traceFailed = false
    for (const ref of categories.performance?.auditRefs ?? []) {
      const audit = audits[ref.id]
      if (ref.weight > 0 && audit?.score === null) {
        console.error(
          `  ${url}: ${ref.id} has no score: ${audit.errorMessage ?? audit.explanation}`,
        )
        traceFailed ||= /trace/i.test(audit.errorMessage ?? '')
      }
    }
    if (runtimeError) console.error(`  ${url}: ${runtimeError.code}: ${runtimeError.message}`)
    for (const warning of runWarnings) console.error(`  ${url}: ${warning}`)
    const scores = ['performance', 'accessibility', 'best-practices', 'seo'].map((key) => {
      const score = categories[key]?.score
      return score === null || score === undefined ? '—' : String(Math.round(score * 100))
    })
    // The timings behind the performance score: first paint, largest paint, blocking time.
    const metric = (id: string, scale: number) => {
      const value = audits[id]?.numericValue
      return value === undefined ? '—' : (value / scale).toFixed(scale === 1 ? 0 : 2)
    }
    scores.push(
      metric('first-contentful-paint', 1000),
      metric('largest-contentful-paint', 1000),
      metric('total-blocking-time', 1),
    )
    return { scores, traceFailed }
  } finally {
    chrome.kill()
  }
}
