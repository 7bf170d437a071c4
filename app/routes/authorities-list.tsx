import { Paragraph } from '@digdir/designsystemet-react'
import { servicesContext } from '#app-context'
import { referenceList } from '../../domain/catalogue/reference-lists.ts'
import { AuthorityCard } from '../components/authority/authority-card.tsx'
import { InfoPage } from '../components/info-page/info-page.tsx'
import { pageMeta } from '../components/head/page-meta.ts'
import { useMessages } from '../components/messages/use-messages.ts'
import type { Route } from './+types/authorities-list.ts'
import { unlessUnavailable } from '../unavailable.server.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext)
  // listAuthorities leaves the report inboxes out; nothing here may show them.
  return { authorities: await unlessUnavailable(referenceList(db, 'authorities')) }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({
    title: t.info.authorities.title,
    description: t.info.authorities.description,
  }))

/** /myndighet: every authority, what it oversees and its website. */
export default function AuthorityList({ loaderData }: Route.ComponentProps) {
  const t = useMessages().info.authorities
  const { authorities } = loaderData
  return (
    <InfoPage heading={t.heading} lead={t.intro} wide>
      {authorities.length === 0 ? (
        <Paragraph>{t.empty}</Paragraph>
      ) : (
        <ul className="authority-list">
          {authorities.map((authority) => (
            <li key={authority.id}>
              <AuthorityCard authority={authority} />
            </li>
          ))}
        </ul>
      )}
    </InfoPage>
  )
}
