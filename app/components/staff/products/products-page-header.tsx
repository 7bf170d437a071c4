import { Heading, Paragraph } from '@digdir/designsystemet-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PRODUCTS_PATH } from './product-paths.ts'
import { t } from './product-texts.ts'

/** The top of a page under the product list: the way back to it, the heading, what follows. */
export function ProductsPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <Paragraph>
        <Link className="ds-link" to={PRODUCTS_PATH}>
          {t.list.title}
        </Link>
      </Paragraph>
      <header>
        <Heading level={1} data-size="lg">
          {title}
        </Heading>
        {children}
      </header>
    </>
  )
}
