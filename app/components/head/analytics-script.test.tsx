import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../../tests/support/render-with-router.tsx'
import { AnalyticsScript } from './analytics-script.tsx'

describe('AnalyticsScript', () => {
  it('loads the beacon from this site when plausibleDomain is set', async () => {
    const html = await renderWithRouter(<AnalyticsScript domain="farligeprodukter.no" />)
    expect(html).toBe(
      '<script defer="" src="/stats/script.js" data-domain="farligeprodukter.no" data-api="/stats/event"></script>',
    )
  })

  it('draws nothing at all when it is not', async () => {
    expect(await renderWithRouter(<AnalyticsScript domain={null} />)).toBe('')
    expect(await renderWithRouter(<AnalyticsScript domain="" />)).toBe('')
  })
})
