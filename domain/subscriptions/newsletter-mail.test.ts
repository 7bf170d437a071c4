import { describe, expect, it } from 'vitest'
import { readSearchState } from '../../app/components/search/search-url.ts'
import { testSubscriptionContext } from '../../tests/support/subscriptions.ts'
import { newsletterMail, type NewsletterInput } from './newsletter-mail.ts'
import type { NewsletterProduct } from './newsletter-products.ts'

const product = (n: number): NewsletterProduct => ({
  id: 1000 + n,
  navn: `Produkt nummer ${n}`,
  kjennetegn: `Modell ${n}`,
  hvorforFarlig: 'Kan ta fyr.',
  forbrukerAksjon: 'Lever det tilbake.',
  imageId: null,
  imageAlt: null,
})

/** Newest first, as the run matches them. */
const products = (count: number) => Array.from({ length: count }, (_, i) => product(i + 1))

const letter = (change: Partial<NewsletterInput>) =>
  newsletterMail(testSubscriptionContext, {
    subscriptionId: 7,
    navn: 'Kari',
    epost: 'kari@example.no',
    sprak: 'nb',
    month: '2026-10',
    criteria: ['Risiko: Brann'],
    search: { q: 'lader, usb', kategori: 12, risiko: [3, 7], proff: false, utland: true },
    products: products(5),
    unsubscribeToken: 'token',
    ...change,
  })

/** The address after a link's text in the plain-text part. */
function linkAfter(text: string, label: string): string {
  const lines = text.split('\n')
  return lines[lines.indexOf(`${label}:`) + 1]!
}

describe('the newsletter letter', () => {
  it('lists every product when there are no more than the cap', () => {
    const mail = letter({ products: products(20) })
    expect(mail.text).toContain('I oktober 2026 ble 20 nye produkter')
    expect(mail.text).toContain('Produkt nummer 20\n')
    expect(mail.text).not.toContain('/search')
    expect(mail.text).not.toContain('produkter til')
  })

  it('shows the newest 20 of more, says how many more, and links to the month’s search', () => {
    const mail = letter({ products: products(20), total: 300 })
    expect(mail.text).toContain('I oktober 2026 ble 300 nye produkter')
    expect(mail.text).toContain('Her er de 20 nyeste:')
    expect(mail.text.match(/^Produkt nummer \d+$/gm)).toHaveLength(20)
    expect(mail.text).toContain('Og 280 produkter til.')
    const label = 'Se alle 300 produktene fra oktober 2026 i søket på Farlige produkter'
    const href = linkAfter(mail.text, label)
    expect(href).toBe(
      'https://farligeprodukter.example.no/search?q=lader,+usb&katid=12&utland=true' +
        '&df=2026-10-01&dt=2026-10-31&risiko=3,7',
    )
    expect(mail.html).toContain(`>${label}</a>`)
  })

  it('cuts a longer list of products to the cap itself', () => {
    const mail = letter({ products: products(21) })
    expect(mail.text).toContain('Produkt nummer 20\n')
    expect(mail.text).not.toContain('Produkt nummer 21')
    expect(mail.text).toContain('Og 1 produkt til.')
  })

  it('links to a search the search page reads as the saved search in that month', () => {
    const mail = letter({ sprak: 'nn', month: '2024-02', products: products(20), total: 45 })
    const label = 'Sjå alle dei 45 produkta frå februar 2024 i søket på Farlige produkter'
    const url = new URL(linkAfter(mail.text, label))
    expect(url.pathname).toBe('/search')
    expect(url.searchParams.get('lang')).toBe('nn')
    expect(readSearchState(url.searchParams)).toEqual({
      q: 'lader, usb',
      kategori: 12,
      utland: true,
      df: '2024-02-01',
      dt: '2024-02-29',
      risiko: [3, 7],
    })
    expect(mail.text).toContain('Og 25 produkt til.')
  })

  it('links an empty saved search to the month alone, in English', () => {
    const mail = letter({
      sprak: 'en',
      search: { proff: false, utland: false },
      products: products(20),
      total: 22,
    })
    expect(mail.text).toContain('And 2 more products.')
    const href = linkAfter(
      mail.text,
      'See all 22 products from October 2026 in the search on Farlige produkter',
    )
    expect(href).toBe(
      'https://farligeprodukter.example.no/search?df=2026-10-01&dt=2026-10-31&lang=en',
    )
  })
})
