import { Paragraph } from '@digdir/designsystemet-react'
import { createContext, useContext } from 'react'
import { useLocation } from 'react-router'
import { format } from '../../../i18n/format.ts'
import { useMessages } from '../messages/use-messages.ts'

/** This request's reference while the server draws a page (app/entry.server.tsx provides it). */
export const RequestReference = createContext<string | undefined>(undefined)

const ELEMENT_ID = 'feilreferanse'

// Read once, before hydration: the browser must draw the page the server sent as it was.
const referenceFromServer =
  typeof document === 'undefined'
    ? undefined
    : document.getElementById(ELEMENT_ID)?.dataset.reference

/**
 * The reference of the request that failed, for a person to quote when they ask for help: the
 * request's log lines carry it. The server knows it for the page it draws; an error met after a
 * navigation in the browser came from another request, whose reference is not at hand here.
 */
export function ErrorReference() {
  const t = useMessages()
  const fromServer = useContext(RequestReference)
  // React Router's key of the page the document was loaded with.
  const firstPage = useLocation().key === 'default'
  const reference = fromServer ?? (firstPage ? referenceFromServer : undefined)
  if (!reference) return null
  return (
    <Paragraph id={ELEMENT_ID} data-reference={reference} data-size="sm">
      {format(t.info.feedback.reference, { reference })}
    </Paragraph>
  )
}
