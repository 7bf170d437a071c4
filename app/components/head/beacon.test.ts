import { readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

/** The beacon as the browser runs it: public/stats/script.js in a page of its own. */
const source = readFileSync(path.resolve('public/stats/script.js'), 'utf8')

function runBeacon({ api = '/stats/event', domain = 'farligeprodukter.no' } = {}) {
  const sent: Array<{ url: string; init: RequestInit }> = []
  const listeners: Record<string, () => void> = {}
  const location = new URL('https://farligeprodukter.no/search?q=barnevogn&utm_source=x')
  const attributes: Record<string, string> = { 'data-domain': domain, 'data-api': api }
  const history = {
    pushState: (_state: unknown, _title: string, url: string) => {
      const next = new URL(url, location.href)
      location.pathname = next.pathname
      location.search = next.search
    },
  }
  const window = {
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
  }
  runInNewContext(source, {
    URL,
    JSON,
    document: {
      currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
      referrer: '',
    },
    location,
    history,
    window,
    fetch: (url: string, init: RequestInit) => {
      sent.push({ url, init })
      return Promise.resolve(new Response(null, { status: 202 }))
    },
  })
  return { sent, history, location, listeners }
}

describe('the page-view beacon', () => {
  it('sends a page view to this site, without cookies or the query', () => {
    const { sent } = runBeacon()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe('https://farligeprodukter.no/stats/event')
    expect(sent[0]!.init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true })
    expect(JSON.parse(sent[0]!.init.body as string)).toEqual({
      n: 'pageview',
      u: 'https://farligeprodukter.no/search',
      d: 'farligeprodukter.no',
      r: null,
    })
  })

  it('counts the pages the site then shows without a full load', () => {
    const { sent, history } = runBeacon()
    history.pushState(null, '', '/omnettstedet')
    history.pushState(null, '', '/omnettstedet?lang=nn')
    expect(sent.map((request) => JSON.parse(request.init.body as string).u)).toEqual([
      'https://farligeprodukter.no/search',
      'https://farligeprodukter.no/omnettstedet',
    ])
  })

  it('never sends to another origin', () => {
    expect(runBeacon({ api: 'https://plausible.io/api/event' }).sent).toEqual([])
  })
})
