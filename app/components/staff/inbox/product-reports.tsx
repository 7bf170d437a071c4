import { Heading, Paragraph } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import type { reportsAboutProduct } from '../../../../domain/staff/inbox/reports-about-product.ts'
import { formatDateTime } from '../../../../i18n/dates.ts'
import { reportPath } from './inbox-paths.ts'
import { reportTexts, t } from './inbox-texts.ts'

/** On a product's staff page: the reports about it that this person may open. */
export function ProductReports({
  reports,
}: {
  reports: Awaited<ReturnType<typeof reportsAboutProduct>>
}) {
  return (
    <section aria-labelledby="product-reports">
      <Heading level={2} data-size="sm" id="product-reports">
        {t.product.title}
      </Heading>
      {reports.length ? (
        <ul>
          {reports.map((report) => (
            <li key={`${report.kind}-${report.id}`}>
              <Link className="ds-link" to={reportPath(report)}>
                {`${reportTexts.mail.kinds[report.kind]} ${report.referanse}`}
              </Link>{' '}
              ({formatDateTime(report.mottatt)})
            </li>
          ))}
        </ul>
      ) : (
        <Paragraph>{t.product.none}</Paragraph>
      )}
    </section>
  )
}
