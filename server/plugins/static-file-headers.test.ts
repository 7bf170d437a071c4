import { describe, expect, it } from 'vitest'
import { staticFileHeaders } from './static-file-headers.ts'

function headersFor(filePath: string) {
  const headers = new Map<string, unknown>()
  const response = { setHeader: (name: string, value: unknown) => headers.set(name, value) }
  staticFileHeaders('/srv/build/client')(response, filePath)
  return headers
}
const cacheControlFor = (filePath: string) => headersFor(filePath).get('cache-control')

describe('staticFileHeaders', () => {
  it('lets browsers keep hashed assets for a year', () => {
    expect(cacheControlFor('/srv/build/client/assets/root-Ab12.js')).toBe(
      'public, max-age=31536000, immutable',
    )
  })

  it('makes the browser ask again for the service worker every time', () => {
    expect(cacheControlFor('/srv/build/client/sw.js')).toBe('no-cache')
  })

  it('keeps other files an hour, a look-alike of the worker included', () => {
    expect(cacheControlFor('/srv/build/client/manifest.webmanifest')).toBe('public, max-age=3600')
    expect(cacheControlFor('/srv/build/client/offline.html')).toBe('public, max-age=3600')
    expect(cacheControlFor('/srv/build/client/stats/sw.js')).toBe('public, max-age=3600')
    expect(cacheControlFor('/srv/build/client/assets-old/x.js')).toBe('public, max-age=3600')
  })

  it('treats a compressed copy as the file it is a copy of', () => {
    expect(cacheControlFor('/srv/build/client/sw.js.br')).toBe('no-cache')
    expect(cacheControlFor('/srv/build/client/assets/root-Ab12.js.gz')).toBe(
      'public, max-age=31536000, immutable',
    )
  })

  it('tells caches that scripts and styles depend on Accept-Encoding, images not', () => {
    expect(headersFor('/srv/build/client/assets/root-Ab12.css').get('vary')).toBe('accept-encoding')
    expect(headersFor('/srv/build/client/assets/root-Ab12.js.br').get('vary')).toBe(
      'accept-encoding',
    )
    expect(headersFor('/srv/build/client/icons/icon-192.png').has('vary')).toBe(false)
  })

  it("sends the barcode reader's WebAssembly compressed like the scripts", () => {
    expect(headersFor('/srv/build/client/assets/zxing_reader-Ab12.wasm.br').get('vary')).toBe(
      'accept-encoding',
    )
  })
})
