import { Paragraph } from '@digdir/designsystemet-react'
import { useMessages } from '../messages/use-messages.ts'
import { websiteLabel } from './authority-text.ts'

/** 'Nettsted: www.dsb.no', linked; the address is the link text, so each link names its target. */
export function WebsiteLink({ url }: { url: string }) {
  const t = useMessages().info.authorities
  return (
    <Paragraph data-size="sm">
      {t.website}:{' '}
      <a href={url} className="ds-link">
        {websiteLabel(url)}
      </a>
    </Paragraph>
  )
}
