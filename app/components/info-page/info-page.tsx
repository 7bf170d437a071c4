import { Heading, Paragraph } from '@digdir/designsystemet-react'
import type { ReactNode } from 'react'
import './info-page.css'

interface InfoPageProps {
  heading: string
  lead?: string
  /** For a grid of cards: the text keeps its line length, the content takes the page width. */
  wide?: boolean
  children: ReactNode
}

/** The frame of a page of text: one h1 and a lead paragraph, then the page's sections. */
export function InfoPage({ heading, lead, wide = false, children }: InfoPageProps) {
  return (
    <article className={wide ? 'info-page info-page--wide' : 'info-page'}>
      <header className="info-page__header">
        <Heading level={1} data-size="lg">
          {heading}
        </Heading>
        {lead && (
          <Paragraph data-size="lg" variant="long">
            {lead}
          </Paragraph>
        )}
      </header>
      {children}
    </article>
  )
}
