import { Heading, Link as DsLink } from '@digdir/designsystemet-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDate } from '../../../i18n/dates.ts'
import { format } from '../../../i18n/format.ts'
import { useLanguage, useMessages } from '../messages/use-messages.ts'
import { dataLang } from '../authority/authority-text.ts'
import { searchHref } from '../search/search-url.ts'
import type { ProductPageData } from './load-product.server.ts'

/** Only web addresses become links: a stored `javascript:` or `data:` value stays text. */
function webAddress(value: string): string | undefined {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/**
 * Every field and info label of spec section 3 under its label, in a description list. A field
 * the product lacks says so ('Ikke oppgitt') rather than vanishing, so every page reads alike.
 */
export function ProductFacts({ data }: { data: Omit<ProductPageData, 'pageUrl'> }) {
  const t = useMessages()
  const lang = useLanguage()
  const l = t.catalogue.product
  const { product } = data
  const text = (value: string | null) => value?.trim() || null
  const lenke = text(product.lenke)
  const lenkeUrl = lenke ? webAddress(lenke) : undefined
  const rows: Array<[string, ReactNode]> = [
    [l.kjennetegn, product.kjennetegn],
    [l.produsent, text(product.produsent)],
    [l.risiko, data.riskNames.join(', ') || null],
    [
      l.kategori,
      data.categoryPaths.length ? (
        <ul className="product-facts__list">
          {data.categoryPaths.map((path) => {
            const last = path[path.length - 1]
            return last ? (
              <li key={last.id}>
                <Link to={searchHref({ kategori: last.id })} className="ds-link">
                  {path.map((category) => category.navn).join(' › ')}
                </Link>
              </li>
            ) : null
          })}
        </ul>
      ) : null,
    ],
    [
      l.tiltak,
      data.measures.map((m) => m.navn ?? format(l.unnamedMeasure, { id: m.id })).join(', ') || null,
    ],
    [
      l.myndighet,
      <Link to={`/myndighet/${product.myndighet.id}`} className="ds-link" lang={dataLang(lang)}>
        {product.myndighet.navn}
      </Link>,
    ],
    [l.importoer, text(product.importoer)],
    [l.distributoer, text(product.distributoer)],
    [l.gjeldendeLov, text(product.gjeldendeLov)],
    [l.gjeldendeForskrift, text(product.gjeldendeForskrift)],
    [l.naeringsKode, text(product.naeringsKode)],
    [l.produktStandard, text(product.produktStandard)],
    [l.meldingFraLand, data.countryName],
    [l.batchSerieNr, text(product.batchSerieNr)],
    [l.eanNr, text(product.eanNr)],
    [l.lenke, lenkeUrl ? <DsLink href={lenkeUrl}>{lenke}</DsLink> : lenke],
    [l.annenInformasjon, text(product.annenInformasjon)],
    [l.proff, product.proff ? l.yes : l.no],
    [l.utland, product.utland ? l.yes : l.no],
    [l.firstPublished, formatDate(product.firstPublished)],
    [l.sistEndret, formatDate(product.sistEndret)],
    [
      l.attachment,
      product.attachment.length ? (
        <ul className="product-facts__list">
          {product.attachment.map((file) => (
            <li key={file.url}>
              <DsLink href={file.url}>{file.filnavn}</DsLink>
            </li>
          ))}
        </ul>
      ) : null,
    ],
  ]
  return (
    <section className="product-facts" aria-labelledby="product-facts-heading">
      <Heading level={2} data-size="sm" id="product-facts-heading">
        {l.factsHeading}
      </Heading>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="product-facts__row">
            <dt>{label}</dt>
            <dd className={value === null ? 'product-facts__missing' : undefined}>
              {value ?? l.notGiven}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
