import { Button, Heading, Link as DsLink } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import { format } from '../../../i18n/format.ts'
import { useMessages } from '../messages/use-messages.ts'
import { shareUrls } from '../site-footer/footer-links.ts'

/** Report an observation of this product or send a concern about it. */
export function ProductReportLinks({ productId }: { productId: number }) {
  const t = useMessages()
  return (
    <section className="product-actions" aria-labelledby="product-actions-heading">
      <Heading level={2} data-size="xs" id="product-actions-heading">
        {t.catalogue.product.actionsHeading}
      </Heading>
      <div className="product-actions__buttons">
        <Button asChild>
          <Link to={`/innmelding/observasjon/${productId}`}>
            {t.catalogue.product.reportObservation}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={`/innmelding/bekymring/${productId}`}>{t.catalogue.product.sendConcern}</Link>
        </Button>
      </div>
    </section>
  )
}

/** Plain links to each service's share page: nothing loads from them until one is followed. */
export function ProductShareLinks({ pageUrl, name }: { pageUrl: string; name: string }) {
  const t = useMessages()
  const urls = shareUrls(pageUrl, format(t.catalogue.product.shareEmailSubject, { name }))
  return (
    <section className="product-share" aria-labelledby="product-share-heading">
      <Heading level={2} data-size="2xs" id="product-share-heading">
        {t.catalogue.product.shareHeading}
      </Heading>
      <ul className="product-share__list">
        <li>
          <DsLink href={urls.facebook}>{t.shell.footer.shareFacebook}</DsLink>
        </li>
        <li>
          <DsLink href={urls.twitter}>{t.shell.footer.shareTwitter}</DsLink>
        </li>
        <li>
          <DsLink href={urls.email}>{t.shell.footer.shareEmail}</DsLink>
        </li>
      </ul>
    </section>
  )
}
