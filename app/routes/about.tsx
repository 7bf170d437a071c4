import { InfoPage } from '../components/info-page/info-page.tsx'
import { ACCESSIBILITY_SECTION_ID } from '../components/site-footer/footer-links.ts'
import { LinkList } from '../components/info-page/link-list.tsx'
import { TextSection } from '../components/info-page/text-section.tsx'
import type { RouteHandle } from '../components/breadcrumbs/route-handle.ts'
import { pageMeta } from '../components/head/page-meta.ts'
import { useMessages } from '../components/messages/use-messages.ts'
import type { Route } from './+types/about.ts'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({
    title: t.info.about.title,
    description: t.info.about.description,
    keywords: t.info.about.keywords.split(', '),
  }))

export const handle: RouteHandle = {
  breadcrumb: ({ t, pathname }) => ({ label: t.info.about.title, to: pathname }),
}

/** /omnettstedet: what the service is, who runs it, how products come and go, how to use it. */
export default function About() {
  const a = useMessages().info.about
  return (
    <InfoPage heading={a.heading} lead={a.lead}>
      <TextSection heading={a.content.heading} paragraphs={a.content.paragraphs} />
      <TextSection heading={a.owners.heading} paragraphs={a.owners.paragraphs}>
        <LinkList links={[{ text: a.owners.link, to: '/myndighet' }]} />
      </TextSection>
      <TextSection heading={a.listing.heading} paragraphs={a.listing.paragraphs} />
      <TextSection heading={a.usage.heading} items={a.usage.items}>
        <LinkList
          links={[
            { text: a.usage.searchLink, to: '/search' },
            { text: a.usage.reportLink, to: '/innmelding' },
          ]}
        />
      </TextSection>
      <TextSection heading={a.business.heading} paragraphs={a.business.paragraphs}>
        <LinkList links={[{ text: a.business.link, to: '/innmelding/meldeplikt' }]} />
      </TextSection>
      <TextSection
        id={ACCESSIBILITY_SECTION_ID}
        heading={a.accessibility.heading}
        paragraphs={a.accessibility.paragraphs}
      >
        <LinkList
          links={[
            { text: a.accessibility.links.responsible, to: 'https://www.dsb.no/' },
            { text: a.accessibility.links.supervisor, to: 'https://www.uutilsynet.no/' },
          ]}
        />
      </TextSection>
      <TextSection heading={a.privacy.heading} paragraphs={a.privacy.paragraphs}>
        <LinkList links={[{ text: a.privacy.link, to: '/personvern' }]} />
      </TextSection>
    </InfoPage>
  )
}
