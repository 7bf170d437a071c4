import { Button } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import { format } from '../../../i18n/format.ts'
import { useMessages } from '../messages/use-messages.ts'
import type { CategoryGroup, CategoryItem } from './category-tree.ts'
import { HitCount } from './hit-count.tsx'

interface CategoryButtonsProps {
  top: CategoryItem
  groups: CategoryGroup[]
  hits: Record<number, number>
  selectedId: number | undefined
  hrefFor: (categoryId: number) => string
}

/** Levels 2 and 3 below one level-1 category, as outline buttons: each level 2 with its level 3. */
export function CategoryButtons({ top, groups, hits, selectedId, hrefFor }: CategoryButtonsProps) {
  const t = useMessages()
  const button = (category: CategoryItem) => (
    <Button asChild variant="secondary" data-size="sm">
      <Link
        to={hrefFor(category.id)}
        aria-current={category.id === selectedId ? 'true' : undefined}
        className="category-button"
      >
        {category.navn}
        <HitCount hits={hits[category.id] ?? 0} />
      </Link>
    </Button>
  )
  return (
    <ul
      className="category-groups"
      aria-label={format(t.catalogue.categories.subcategories, { name: top.navn })}
    >
      {groups.map(({ category, children }) => (
        <li key={category.id} className="category-group">
          {button(category)}
          {children.length ? (
            <ul className="category-group__children">
              {children.map((child) => (
                <li key={child.id}>{button(child)}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
