import { Card, Heading, Paragraph } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import type { ProductListItem } from '../../../domain/catalogue/product-schemas.ts'
import { formatDate } from '../../../i18n/dates.ts'
import { useMessages } from '../messages/use-messages.ts'
import { imageAt, imageSrcSet } from './image-sources.ts'

/** Cards draw images 4:3; the attributes reserve that box before the image arrives. */
const IMAGE_BOX = { width: 640, height: 480 }

interface ProductCardProps {
  product: ProductListItem
  riskNames: string[]
  /** `sizes` of the grid the card sits in. */
  sizes: string
  /** Images in the first row load at once; the rest when they come near the window. */
  eager: boolean
  /** The first card's image is the largest paint on a phone: the browser fetches it first. */
  first?: boolean
  headingLevel: 2 | 3
}

/**
 * A product in a list: image, kjennetegn, name (the link to its page), risks and dates. The
 * name is the link, so a screen reader's list of links stays short; Designsystemet's Card makes
 * the whole card clickable with JavaScript, and without it the name still is.
 */
export function ProductCard({
  product,
  riskNames,
  sizes,
  eager,
  first,
  headingLevel,
}: ProductCardProps) {
  const t = useMessages()
  return (
    <Card className="product-card" data-color="neutral">
      <Card.Block className="product-card__image">
        {product.imageUrl ? (
          <img
            src={imageAt(product.imageUrl, 640)}
            srcSet={imageSrcSet(product.imageUrl)}
            sizes={sizes}
            alt={product.imageAlt ?? ''}
            {...IMAGE_BOX}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <div className="product-card__no-image" />
        )}
      </Card.Block>
      <Card.Block className="product-card__body">
        <Paragraph data-size="sm" className="product-card__label">
          {product.kjennetegn}
        </Paragraph>
        <Heading level={headingLevel} data-size="2xs" className="product-card__name">
          <Link to={`/produkt/${product.id}`}>{product.navn}</Link>
        </Heading>
        <dl className="product-card__facts">
          {riskNames.length ? (
            <div>
              <dt>{t.catalogue.card.risks}</dt>
              <dd>{riskNames.join(', ')}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t.catalogue.card.firstPublished}</dt>
            <dd>{formatDate(product.firstPublished)}</dd>
          </div>
          <div>
            <dt>{t.catalogue.card.lastChanged}</dt>
            <dd>{formatDate(product.sortSistEndretDato)}</dd>
          </div>
        </dl>
      </Card.Block>
    </Card>
  )
}
