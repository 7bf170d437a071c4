import type { ProductListItem } from '../../../domain/catalogue/product-schemas.ts'
import { cardImageSizes } from './image-sources.ts'
import { ProductCard } from './product-card.tsx'
import './product-card.css'

/** Home: 1, 2 and 4 a row; search, beside its 18rem filters: 1, 2 and 3. */
const LAYOUTS = {
  home: { columns: 4, sidebarRem: 0 },
  search: { columns: 3, sidebarRem: 18 },
} as const

interface ProductGridProps {
  products: ProductListItem[]
  riskNames: Record<number, string>
  layout: keyof typeof LAYOUTS
  headingLevel: 2 | 3
}

/** Products as a list of cards. The first row's images load at once, the rest lazily. */
export function ProductGrid({ products, riskNames, layout, headingLevel }: ProductGridProps) {
  const { columns, sidebarRem } = LAYOUTS[layout]
  const sizes = cardImageSizes(columns, sidebarRem)
  return (
    <ul className={`product-grid product-grid--${layout}`}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            riskNames={product.risikoer.flatMap((id) => riskNames[id] ?? [])}
            sizes={sizes}
            eager={index < columns}
            first={index === 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  )
}
