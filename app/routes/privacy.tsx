import { Paragraph } from '@digdir/designsystemet-react'
import { InfoPage } from '../components/info-page/info-page.tsx'
import { LinkList } from '../components/info-page/link-list.tsx'
import { TextSection } from '../components/info-page/text-section.tsx'
import type { RouteHandle } from '../components/breadcrumbs/route-handle.ts'
import { pageMeta } from '../components/head/page-meta.ts'
import { useMessages } from '../components/messages/use-messages.ts'
import type { Route } from './+types/privacy.ts'

/** Where a person complains about how personal data is handled: the Norwegian DPA. */
const DATATILSYNET_URL = 'https://www.datatilsynet.no/'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({
    title: t.info.privacy.title,
    description: t.info.privacy.description,
  }))

export const handle: RouteHandle = {
  breadcrumb: ({ t, pathname }) => ({ label: t.info.privacy.title, to: pathname }),
}

/**
 * /personvern: what each form collects, why and on what basis, who receives it, how long it is
 * kept (domain.md's retention rules), cookies, analytics and the visitor's rights.
 */
export default function Privacy() {
  const p = useMessages().info.privacy
  const f = p.forms
  return (
    <InfoPage heading={p.heading} lead={p.lead}>
      <TextSection heading={p.controller.heading} paragraphs={p.controller.paragraphs} />
      <TextSection heading={p.visit.heading} items={p.visit.items} />
      <TextSection heading={f.heading}>
        <Paragraph>{f.intro}</Paragraph>
        <TextSection level={3} heading={f.observation.heading} paragraphs={[f.observation.text]} />
        <TextSection level={3} heading={f.concern.heading} items={f.concern.items} />
        <TextSection
          level={3}
          heading={f.dutyToReport.heading}
          paragraphs={[f.dutyToReport.text]}
        />
        <TextSection
          level={3}
          heading={f.subscription.heading}
          paragraphs={[f.subscription.text]}
        />
      </TextSection>
      <TextSection heading={p.purpose.heading} items={p.purpose.items} />
      <TextSection heading={p.recipients.heading} items={p.recipients.items} />
      <TextSection heading={p.retention.heading} items={p.retention.items} />
      <TextSection heading={p.rights.heading} paragraphs={p.rights.paragraphs}>
        <LinkList
          links={[
            { text: p.rights.authoritiesLink, to: '/myndighet' },
            { text: p.rights.subscriptionsLink, to: '/abonnement/mine' },
            { text: p.rights.complaintLink, to: DATATILSYNET_URL },
          ]}
        />
      </TextSection>
    </InfoPage>
  )
}
