import { Alert, Button, Heading, Paragraph } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import { servicesContext } from '#app-context'
import { referenceList } from '../../domain/catalogue/reference-lists.ts'
import { draftsOfImport } from '../../domain/staff/products/bulk-publish.ts'
import {
  listStaffProducts,
  staffListQuerySchema,
} from '../../domain/staff/products/list-products.ts'
import { format } from '../../i18n/format.ts'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { staffClockContext } from '../components/staff/staff-context.ts'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { submitBulkPublish } from '../components/staff/products/bulk-publish.server.ts'
import { ProductList } from '../components/staff/products/product-list.tsx'
import { IMPORT_PATH, NEW_PRODUCT_PATH } from '../components/staff/products/product-paths.ts'
import { t } from '../components/staff/products/product-texts.ts'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-products.ts'

/** A count the address carries after an import or a bulk publish, for the notice. */
const countIn = (params: URLSearchParams, name: string) => {
  const value = Number(params.get(name))
  return Number.isSafeInteger(value) && value > 0 ? value : undefined
}

export async function loader({ request, context }: Route.LoaderArgs) {
  signedInStaff(context)
  const { db } = context.get(servicesContext)
  const params = new URL(request.url).searchParams
  const query = staffListQuerySchema.parse(Object.fromEntries(params))
  const [list, authorities, importDrafts] = await unlessUnavailable(
    Promise.all([
      listStaffProducts(db, query),
      referenceList(db, 'authorities'),
      query.import ? draftsOfImport(db, query.import) : [],
    ]),
  )
  const imported = countIn(params, 'importert')
  const published = countIn(params, 'publisert')
  const notice =
    (imported && format(t.import.imported, { count: imported })) ||
    (published && format(t.bulk.published, { count: published })) ||
    undefined
  return {
    query,
    ...list,
    authorities: authorities.map(({ id, navn }) => ({ id, navn })),
    importDrafts: importDrafts.length,
    notice,
  }
}

export function action({ request, context }: Route.ActionArgs) {
  const staff = signedInStaff(context)
  const now = context.get(staffClockContext)()
  return submitBulkPublish(context.get(servicesContext), staff, request, now)
}

export const meta: Route.MetaFunction = () => staffMeta(t.list.title)

/** /forvaltning/produkter: every draft and product, with search, filters and bulk publishing. */
export default function StaffProducts({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <article className="staff-page staff-page--wide">
      <header>
        <Heading level={1} data-size="lg">
          {t.list.title}
        </Heading>
        <Paragraph>{t.list.lead}</Paragraph>
      </header>
      {loaderData.notice && !actionData ? (
        <Alert data-color="success" role="status">
          <Paragraph>{loaderData.notice}</Paragraph>
        </Alert>
      ) : null}
      <div className="staff-product-buttons">
        <Button asChild>
          <Link to={NEW_PRODUCT_PATH}>{t.list.newProduct}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={IMPORT_PATH}>{t.import.link}</Link>
        </Button>
      </div>
      <ProductList {...loaderData} refusal={actionData} />
    </article>
  )
}
