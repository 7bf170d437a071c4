import { Link } from 'react-router'
import { useMessages } from '../messages/use-messages.ts'
import { useDisclosure } from '../disclosure/use-disclosure.ts'
import { ChevronDownIcon } from '../icons/icons.tsx'

interface CategoryPickerProps {
  categories: Array<{ id: number; navn: string }>
}

/** The level-1 categories as plain links to their search, in a disclosure that needs no script. */
export function CategoryPicker({ categories }: CategoryPickerProps) {
  const t = useMessages()
  const { ref, expanded, onToggle } = useDisclosure()
  if (categories.length === 0) return null
  return (
    <details ref={ref} className="category-picker" onToggle={onToggle}>
      <summary className="ds-button" data-variant="secondary" aria-expanded={expanded}>
        {t.shell.categories.toggle}
        <ChevronDownIcon className="category-picker__chevron" />
      </summary>
      <div className="category-picker__panel">
        <ul className="category-picker__list" aria-label={t.shell.categories.label}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={`/search?katid=${category.id}`} className="ds-link" data-color="neutral">
                {category.navn}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </details>
  )
}
