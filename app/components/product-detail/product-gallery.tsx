import { Heading } from '@digdir/designsystemet-react'
import type { ProductDetail } from '../../../domain/catalogue/product-schemas.ts'
import { useMessages } from '../messages/use-messages.ts'
import { imageAt, imageSrcSet } from '../product-card/image-sources.ts'

type Image = ProductDetail['thumbnailMetaList'][number]

/**
 * Every picture of the product at once, main picture first and large: nothing to click through,
 * so no script is needed to see them all. Each opens in full size, for zooming on a phone.
 */
export function ProductGallery({ images }: { images: Image[] }) {
  const t = useMessages()
  if (!images.length) return null
  const ordered = [...images].sort((a, b) => Number(b.mainThumbnail) - Number(a.mainThumbnail))
  return (
    <section className="product-gallery" aria-labelledby="product-gallery-heading">
      <Heading level={2} id="product-gallery-heading" className="ds-sr-only">
        {t.catalogue.product.imagesHeading}
      </Heading>
      <ul className="product-gallery__list">
        {ordered.map((image, index) => (
          <li key={image.url} className={index === 0 ? 'product-gallery__main' : undefined}>
            <a href={imageAt(image.url, 1280)} className="product-gallery__link">
              <img
                src={imageAt(image.url, index === 0 ? 960 : 320)}
                srcSet={imageSrcSet(image.url)}
                sizes={
                  index === 0
                    ? '(min-width: 1024px) 36rem, calc(100vw - 2rem)'
                    : '(min-width: 1024px) 11rem, calc(33vw - 1.5rem)'
                }
                alt={image.alt}
                width={image.imageWidth}
                height={image.imageHeight}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
              />
              <span className="ds-sr-only"> ({t.catalogue.product.openImage})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
