import { Button, Heading, Paragraph } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import { servicesContext } from '#app-context'
import { referenceList } from '../../domain/catalogue/reference-lists.ts'
import {
  listStaffProducts,
  staffListQuerySchema,
} from '../../domain/staff/products/list-products.ts'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { ProductList } from '../components/staff/products/product-list.tsx'
import { NEW_PRODUCT_PATH } from '../components/staff/products/product-paths.ts'
import { t } from '../components/staff/products/product-texts.ts'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-products.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  signedInStaff(context)
  const { db } = context.get(servicesContext)
  const query = staffListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const [list, authorities] = await unlessUnavailable(
    Promise.all([listStaffProducts(db, query), referenceList(db, 'authorities')]),
  )
  return { query, ...list, authorities: authorities.map(({ id, navn }) => ({ id, navn })) }
}

export const meta: Route.MetaFunction = () => staffMeta(t.list.title)

/** /forvaltning/produkter: every draft and product, with search and filters. */
export default function StaffProducts({ loaderData }: Route.ComponentProps) {
  return (
    <article className="staff-page staff-page--wide">
      <header>
        <Heading level={1} data-size="lg">
          {t.list.title}
        </Heading>
        <Paragraph>{t.list.lead}</Paragraph>
      </header>
      <Button asChild>
        <Link to={NEW_PRODUCT_PATH}>{t.list.newProduct}</Link>
      </Button>
      <ProductList {...loaderData} />
    </article>
  )
}
