import { Heading, Paragraph } from '@digdir/designsystemet-react'
import { data, Link } from 'react-router'
import { servicesContext } from '#app-context'
import { CategorySection } from '../components/category-section/category-section.tsx'
import { hitsById } from '../components/category-section/category-tree.ts'
import { loadHome } from '../components/home/load-home.server.ts'
import { Pager } from '../components/pager/pager.tsx'
import { ProductGrid } from '../components/product-card/product-grid.tsx'
import { SearchIssues } from '../components/search/search-issues.tsx'
import { searchHref } from '../components/search/search-url.ts'
import { pageMeta } from '../components/head/page-meta.ts'
import { useMessages } from '../components/messages/use-messages.ts'
import type { Route } from './+types/home.ts'
import { unlessUnavailable } from '../unavailable.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const home = await unlessUnavailable(
    loadHome(context.get(servicesContext), new URL(request.url).searchParams),
  )
  return data(home, home.issues.length ? { status: 400 } : undefined)
}

// Each page of the newest products (pagenr) has its own canonical address.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, (t) => ({ title: t.pages.home.title }), location)

const pageHref = (page: number) => (page > 1 ? `/?pagenr=${page}` : '/')

export default function Home({ loaderData: home }: Route.ComponentProps) {
  const t = useMessages()
  return (
    <>
      <CategorySection
        title={t.pages.home.heading}
        intro={<Paragraph className="page-intro">{t.pages.home.intro}</Paragraph>}
        categories={home.categories}
        hits={hitsById(home.kategoriAggregation)}
        hrefFor={(id) => searchHref({ kategori: id })}
      />
      <section aria-labelledby="newest-heading">
        <Heading level={2} data-size="md" id="newest-heading" className="section-heading">
          {t.catalogue.home.newest}
        </Heading>
        <SearchIssues issues={home.issues} />
        {home.products.length ? (
          <ProductGrid
            products={home.products}
            riskNames={home.riskNames}
            layout="home"
            headingLevel={3}
          />
        ) : (
          <Paragraph>
            {t.catalogue.home.emptyPage}{' '}
            <Link to="/" className="ds-link">
              {t.catalogue.home.firstPage}
            </Link>
          </Paragraph>
        )}
        <Pager current={home.page} hits={home.totalElements} size={home.size} hrefFor={pageHref} />
      </section>
    </>
  )
}
