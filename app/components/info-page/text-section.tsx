import { Heading, List, Paragraph } from '@digdir/designsystemet-react'
import type { ReactNode } from 'react'

interface TextSectionProps {
  heading: string
  /** An anchor other pages link to (#id). */
  id?: string
  /** h2 for a section of the page, h3 for a part of one. */
  level?: 2 | 3
  paragraphs?: readonly string[]
  items?: readonly string[]
  /** Links or anything else that closes the section. */
  children?: ReactNode
}

/** One headed part of an information page: paragraphs, then a bulleted list, then links. */
export function TextSection({
  heading,
  id,
  level = 2,
  paragraphs,
  items,
  children,
}: TextSectionProps) {
  // A plain section, not a labelled region: a page of text needs headings, not ten landmarks.
  return (
    <section className="info-page__section" id={id}>
      <Heading level={level} data-size={level === 2 ? 'sm' : 'xs'}>
        {heading}
      </Heading>
      {paragraphs?.map((text) => (
        <Paragraph key={text}>{text}</Paragraph>
      ))}
      {items && items.length > 0 && (
        <List.Unordered>
          {items.map((text) => (
            <List.Item key={text}>{text}</List.Item>
          ))}
        </List.Unordered>
      )}
      {children}
    </section>
  )
}
