import { describe, expect, it } from 'vitest'
import { action, loader } from './analytics-event.ts'

describe('POST /stats/event', () => {
  it('accepts a page view and keeps nothing (not yet forwarded to Plausible)', async () => {
    const request = new Request('http://localhost/stats/event', {
      method: 'POST',
      body: JSON.stringify({ n: 'pageview', u: 'http://localhost/', d: 'x', r: null }),
    })
    const response = await action({ request } as never)
    expect(response.status).toBe(202)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('refuses a body too large to be a page view', async () => {
    const request = new Request('http://localhost/stats/event', {
      method: 'POST',
      body: 'x'.repeat(10_000),
    })
    expect((await action({ request } as never)).status).toBe(413)
  })

  it('refuses GET', () => {
    expect(loader().status).toBe(405)
  })
})
