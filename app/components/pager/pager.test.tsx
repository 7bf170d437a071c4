import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../../tests/support/render-with-router.tsx'
import { Pager } from './pager.tsx'

const hrefFor = (page: number) => `/?pagenr=${page}`

describe('Pager', () => {
  it('links 6 pages round the current one, 3 of them also on small screens', async () => {
    const html = await renderWithRouter(
      <Pager current={10} hits={596} size={12} hrefFor={hrefFor} />,
    )
    const pages = [...html.matchAll(/aria-label="Side (\d+)"/g)].map((m) => Number(m[1]))
    expect(pages).toEqual([8, 9, 10, 11, 12, 13])
    expect(html.match(/class="pager__wide-only"/g)).toHaveLength(3)
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/\?pagenr=10"/)
  })

  it('links the previous and next pages as plain links, so paging needs no script', async () => {
    const html = await renderWithRouter(<Pager current={2} hits={30} size={12} hrefFor={hrefFor} />)
    expect(html).toMatch(/href="\/\?pagenr=1"[^>]*>Forrige</)
    expect(html).toMatch(/href="\/\?pagenr=3"[^>]*>Neste</)
  })

  it('counts the last, partly full page (ceil, not the spec floor)', async () => {
    const html = await renderWithRouter(<Pager current={1} hits={13} size={12} hrefFor={hrefFor} />)
    expect(html).toContain('aria-label="Side 2"')
    expect(html).toMatch(/aria-hidden="true"[^>]*>Forrige</)
  })

  it('is left out when everything fits on one page', async () => {
    const html = await renderWithRouter(<Pager current={1} hits={12} size={12} hrefFor={hrefFor} />)
    expect(html).not.toContain('<nav')
  })
})
