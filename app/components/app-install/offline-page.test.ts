import { describe, expect, it } from 'vitest'
import { nb } from '../../../i18n/nb.ts'
import { appManifest } from './app-manifest.ts'
import { offlinePageHtml } from './offline-page.ts'

describe('offlinePageHtml', () => {
  const html = offlinePageHtml(nb, ['/assets/theme-A1.css', '/assets/global-B2.css'])

  it('says in Norwegian that the service needs an internet connection', () => {
    expect(html).toContain('<html lang="nb">')
    expect(html).toContain(
      '<h1 class="ds-heading" data-size="lg">Du er ikke koblet til internett</h1>',
    )
    expect(html).toContain('trenger internettforbindelse')
  })

  it('links the built stylesheets in order and carries nothing the policy refuses', () => {
    expect(html.indexOf('/assets/theme-A1.css')).toBeLessThan(html.indexOf('/assets/global-B2.css'))
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i)
  })

  it('escapes what it puts into the HTML', () => {
    const page = offlinePageHtml(nb, ['/assets/a".css'])
    expect(page).toContain('href="/assets/a&quot;.css"')
  })
})

describe('appManifest', () => {
  it('installs as a standalone app starting on the front page', () => {
    expect(appManifest(nb)).toMatchObject({
      name: 'Farlige produkter',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0062ba',
    })
    expect(appManifest(nb).icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
  })
})
