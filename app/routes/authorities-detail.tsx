import { data } from 'react-router'
import { servicesContext } from '#app-context'
import { referenceList } from '../../domain/catalogue/reference-lists.ts'
import { AuthorityDetails } from '../components/authority/authority-details.tsx'
import type { RouteHandle } from '../components/breadcrumbs/route-handle.ts'
import { pageMeta } from '../components/head/page-meta.ts'
import type { Route } from './+types/authorities-detail.ts'
import { unlessUnavailable } from '../unavailable.server.ts'

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : Number.NaN
  const { db } = context.get(servicesContext)
  // Nine rows, read for the footer on every page anyway: no lookup of its own is worth it.
  const authority = (await unlessUnavailable(referenceList(db, 'authorities'))).find(
    (candidate) => candidate.id === id,
  )
  if (!authority) throw data(null, { status: 404 })
  return { authority }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, (t) => ({
    title: loaderData?.authority.navn ?? t.info.authorities.title,
    description: loaderData?.authority.beskrivelse ?? t.info.authorities.description,
  }))

export const handle: RouteHandle = {
  breadcrumb: ({ data, pathname }) => {
    const authority = (data as Partial<Route.ComponentProps['loaderData']> | undefined)?.authority
    return authority ? { label: authority.navn, to: pathname } : null
  },
}

/** /myndighet/{id}: one authority, its website and the way to its products. */
export default function AuthorityDetail({ loaderData }: Route.ComponentProps) {
  return <AuthorityDetails authority={loaderData.authority} />
}
