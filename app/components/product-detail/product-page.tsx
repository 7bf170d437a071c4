import { Heading, Paragraph } from '@digdir/designsystemet-react'
import { formatDate } from '../../../i18n/dates.ts'
import { useLanguage, useMessages } from '../messages/use-messages.ts'
import type { ProductPageData } from './load-product.server.ts'
import { ProductReportLinks, ProductShareLinks } from './product-actions.tsx'
import { ProductFacts } from './product-facts.tsx'
import { ProductGallery } from './product-gallery.tsx'
import { productStructuredData, scriptJson } from './product-structured-data.ts'
import { ProductWarnings } from './product-warnings.tsx'
import './product-detail.css'

/** A product's page: name, pictures, why it is dangerous and what to do, then every fact. */
export function ProductPage({ data }: { data: ProductPageData }) {
  const t = useMessages()
  const lang = useLanguage()
  const { product } = data
  return (
    <article className="product-page">
      <script
        type="application/ld+json"
        // A data block, never run: the product as search engines read it (schema.org).
        dangerouslySetInnerHTML={{ __html: scriptJson(productStructuredData(data, lang)) }}
      />
      <header className="product-page__header">
        <Paragraph className="product-page__label">{product.kjennetegn}</Paragraph>
        <Heading level={1} data-size="lg">
          {product.navn}
        </Heading>
        <Paragraph data-size="sm" className="product-page__dates">
          {t.catalogue.product.firstPublished} {formatDate(product.firstPublished)} ·{' '}
          {t.catalogue.product.sistEndret} {formatDate(product.sistEndret)}
        </Paragraph>
      </header>
      <div className="product-page__layout">
        <ProductGallery images={product.thumbnailMetaList} />
        <div className="product-page__summary">
          <ProductWarnings why={product.hvorforFarlig} whatToDo={product.forbrukerAksjon} />
          <Paragraph>{product.beskrivelse}</Paragraph>
          <ProductReportLinks productId={product.id} />
        </div>
      </div>
      <ProductFacts data={data} />
      <ProductShareLinks pageUrl={data.pageUrl} name={product.navn} />
    </article>
  )
}
