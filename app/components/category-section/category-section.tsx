import { Heading } from '@digdir/designsystemet-react'
import { useId, type ReactNode } from 'react'
import { useMessages } from '../messages/use-messages.ts'
import { ChevronDownIcon } from '../icons/icons.tsx'
import { CategoryButtons } from './category-buttons.tsx'
import { CategoryCard } from './category-card.tsx'
import { categoryView, type CategoryItem } from './category-tree.ts'
import { collapseScript, usePhoneCollapse } from './use-phone-collapse.ts'
import { InlineScript } from '../inline-script/inline-script.tsx'
import './category-section.css'

interface CategorySectionProps {
  /** The page's heading: 'Finn farlig produkt' on home; on search 'Ingen treff' or a category. */
  title: string
  /** Shown under the heading, above the categories. */
  intro?: ReactNode
  categories: CategoryItem[]
  hits: Record<number, number>
  selectedId?: number
  hrefFor: (categoryId: number) => string
}

/**
 * The page's heading and its categories in a native disclosure, so opening and closing needs no
 * script. Open from 600 px, closed below (see usePhoneCollapse).
 */
export function CategorySection(props: CategorySectionProps) {
  const { title, intro, categories, hits, selectedId, hrefFor } = props
  const t = useMessages()
  const id = useId()
  const detailsId = `${id}-categories`
  const { ref, open, onToggle } = usePhoneCollapse('categories')
  const view = categoryView(categories, selectedId)
  return (
    <section className="category-section" aria-labelledby={`${id}-title`}>
      <Heading level={1} data-size="lg" id={`${id}-title`}>
        {title}
      </Heading>
      {intro}
      <details
        ref={ref}
        id={detailsId}
        className="category-section__details"
        open={open}
        onToggle={onToggle}
      >
        <summary className="ds-button" data-variant="tertiary">
          {t.catalogue.categories.toggle}
          <ChevronDownIcon className="category-section__chevron" />
        </summary>
        {view.kind === 'top' ? (
          <ul className="category-cards">
            {view.cards.map((category) => (
              <li key={category.id}>
                <CategoryCard
                  category={category}
                  hits={hits[category.id] ?? 0}
                  to={hrefFor(category.id)}
                  current={category.id === selectedId}
                />
              </li>
            ))}
          </ul>
        ) : (
          <CategoryButtons
            top={view.top}
            groups={view.groups}
            hits={hits}
            selectedId={selectedId}
            hrefFor={hrefFor}
          />
        )}
      </details>
      <InlineScript code={collapseScript(detailsId)} />
    </section>
  )
}
