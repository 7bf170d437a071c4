import { Heading, Link as DsLink, Paragraph } from '@digdir/designsystemet-react'
import { servicesContext } from '#app-context'
import { formatBytes } from '../../domain/reports/attachment-rules.ts'
import { IMPORT_LIMITS } from '../../domain/staff/products/import/import-limits.ts'
import { format } from '../../i18n/format.ts'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { staffClockContext } from '../components/staff/staff-context.ts'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { ImportForm } from '../components/staff/products/import-form.tsx'
import { ProductsPageHeader } from '../components/staff/products/products-page-header.tsx'
import { IMPORT_PATH } from '../components/staff/products/product-paths.ts'
import { submitImport } from '../components/staff/products/product-import.server.ts'
import { t } from '../components/staff/products/product-texts.ts'
import type { Route } from './+types/staff-product-import.ts'

export function loader({ context }: Route.LoaderArgs) {
  signedInStaff(context)
  return {
    maxRows: IMPORT_LIMITS.maxRows,
    maxSize: formatBytes(IMPORT_LIMITS.maxBytes),
    maxZipSize: formatBytes(IMPORT_LIMITS.maxZipBytes),
  }
}

export function action({ request, context }: Route.ActionArgs) {
  const staff = signedInStaff(context)
  const now = context.get(staffClockContext)()
  return submitImport(context.get(servicesContext), staff, request, now)
}

export const meta: Route.MetaFunction = () => staffMeta(t.import.title)

/** /forvaltning/produkter/import: products from a spreadsheet, as drafts, all or none. */
export default function StaffProductImport({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <article className="staff-page staff-page--wide">
      <ProductsPageHeader title={t.import.title}>
        <Paragraph>{t.import.lead}</Paragraph>
        <Paragraph>
          {format(t.import.limits, {
            rows: loaderData.maxRows,
            size: loaderData.maxSize,
            zipSize: loaderData.maxZipSize,
          })}
        </Paragraph>
      </ProductsPageHeader>
      <ImportForm result={actionData} />
      <section aria-labelledby="import-mal">
        <Heading level={2} data-size="sm" id="import-mal">
          {t.import.template}
        </Heading>
        <Paragraph>{t.import.templateLead}</Paragraph>
        <ul>
          <li>
            <DsLink href={`${IMPORT_PATH}/mal/xlsx`} download>
              {t.import.templateXlsx}
            </DsLink>
          </li>
          <li>
            <DsLink href={`${IMPORT_PATH}/mal/csv`} download>
              {t.import.templateCsv}
            </DsLink>
          </li>
        </ul>
        <Heading level={3} data-size="xs">
          {t.import.formatTitle}
        </Heading>
        <ul>
          {Object.values(t.import.formats).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
    </article>
  )
}
