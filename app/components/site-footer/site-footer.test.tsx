import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../../tests/support/render-with-router.tsx'
import { SiteFooter } from './site-footer.tsx'

const props = {
  origin: 'https://farligeprodukter.no',
  authorities: [
    { id: 1, navn: 'Direktoratet for samfunnssikkerhet og beredskap' },
    { id: 2, navn: 'Mattilsynet' },
  ],
  buildInfo: { gitid: 'abc1234def', time: '2026-11-01T12:00:00.000Z' },
  accessibilityStatementId: null,
}

describe('SiteFooter', () => {
  it('links to each authority by id', async () => {
    const html = await renderWithRouter(<SiteFooter {...props} />)
    expect(html).toMatch(/href="\/myndighet\/1"[^>]*>Direktoratet for samfunnssikkerhet/)
    expect(html).toMatch(/href="\/myndighet\/2"[^>]*>Mattilsynet/)
  })

  it('marks the authority names as Bokmål on a Nynorsk page, and not on a Bokmål one', async () => {
    /** The opening tag of the link to this authority's page. */
    const linkTo = (html: string, id: number) =>
      html.match(new RegExp(`<a [^>]*href="/myndighet/${id}"[^>]*>`))?.[0]
    const nn = await renderWithRouter(<SiteFooter {...props} />, { lang: 'nn' })
    expect(linkTo(nn, 1)).toContain('lang="nb"')
    expect(linkTo(nn, 2)).toContain('lang="nb"')
    const nb = await renderWithRouter(<SiteFooter {...props} />)
    expect(linkTo(nb, 1)).toBeDefined()
    expect(linkTo(nb, 1)).not.toContain('lang=')
  })

  it('shows the build in Norwegian time, dd.MM.yyyy HH:mm', async () => {
    const html = await renderWithRouter(<SiteFooter {...props} />)
    expect(html).toContain('Versjon abc1234def, bygget 01.11.2026 13:00')
  })

  it('shares the current page, without the language parameter', async () => {
    const html = await renderWithRouter(<SiteFooter {...props} />, {
      url: 'http://localhost/produkt/12?lang=nn&x=1',
    })
    const page = encodeURIComponent('https://farligeprodukter.no/produkt/12?x=1')
    expect(html).toContain(`https://www.facebook.com/sharer/sharer.php?u=${page}`)
    expect(html).toContain(`https://twitter.com/intent/tweet?url=${page}`)
    expect(html).toContain(`body=${page}`)
  })

  it('links the published accessibility statement on uustatus.no, in Bokmål and Nynorsk', async () => {
    const id = '0f6c2a52-7a3e-4c55-9d0b-5b1f3c2e8a10'
    const html = await renderWithRouter(<SiteFooter {...props} accessibilityStatementId={id} />)
    expect(html).toContain(
      `href="https://uustatus.no/nb/erklaringer/publisert/${id}" hrefLang="nb"`,
    )
    expect(html).toContain(
      `href="https://uustatus.no/nn/erklaringer/publisert/${id}" hrefLang="nn"`,
    )
    expect(html).toContain(
      'Direktoratet for samfunnssikkerhet og beredskap (DSB) er teknisk ansvarlig for nettstedet',
    )
  })

  it('without a published statement, links the About page on accessibility in each language', async () => {
    const html = await renderWithRouter(<SiteFooter {...props} />)
    expect(html).not.toContain('uustatus.no')
    expect(html).toContain('href="/omnettstedet?lang=nb#tilgjengelighet" hrefLang="nb"')
    expect(html).toContain('href="/omnettstedet?lang=nn#tilgjengelighet" hrefLang="nn"')
  })

  it('offers the page in the other languages', async () => {
    const html = await renderWithRouter(<SiteFooter {...props} />, { lang: 'nn' })
    expect(html).toMatch(/href="\/\?lang=nn"/)
    expect(html).toMatch(/aria-current="true"[^>]*href="\/\?lang=nn"/)
    expect(html).toContain('bygd 01.11.2026 13:00')
  })
})
