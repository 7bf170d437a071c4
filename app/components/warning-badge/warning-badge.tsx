import { Tag } from '@digdir/designsystemet-react'
import { useMessages } from '../messages/use-messages.ts'
import { WarningIcon } from '../icons/icons.tsx'
import './warning-badge.css'

/**
 * The server-configured notice (config.warningBanner) beside the app name, e.g. that this is a
 * test site. The text comes from configuration as it is; the label before it is ours.
 */
export function WarningBadge({ text }: { text: string }) {
  const t = useMessages()
  return (
    <Tag data-color="warning" className="warning-badge">
      <WarningIcon />
      <span>
        <span className="ds-sr-only">{`${t.shell.warningLabel}: `}</span>
        {text}
      </span>
    </Tag>
  )
}
