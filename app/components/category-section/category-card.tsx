import { useState } from 'react'
import { Link } from 'react-router'
import { activePictogramUrl, type CategoryItem } from './category-tree.ts'
import { HitCount } from './hit-count.tsx'

interface CategoryCardProps {
  category: CategoryItem
  hits: number
  to: string
  current: boolean
}

/**
 * A level-1 category as a picture card: the 120 px pictogram, the name and the hit count. The
 * active pictogram is not in the page until the card is first hovered or focused; from then on
 * CSS shows it on hover and focus. The pictograms are decoration: the name says it all.
 */
export function CategoryCard({ category, hits, to, current }: CategoryCardProps) {
  const [armed, setArmed] = useState(false)
  const arm = () => setArmed(true)
  return (
    <Link
      to={to}
      className="category-card"
      aria-current={current ? 'true' : undefined}
      onPointerEnter={arm}
      onFocus={arm}
    >
      <span className="category-card__picture">
        {category.picto ? (
          <img
            src={category.picto}
            alt=""
            width={120}
            height={120}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        {armed && category.hasActivePicto ? (
          <img
            src={activePictogramUrl(category.id)}
            alt=""
            width={120}
            height={120}
            className="category-card__active"
          />
        ) : null}
      </span>
      <span className="category-card__name">{category.navn}</span>
      <HitCount hits={hits} />
    </Link>
  )
}
