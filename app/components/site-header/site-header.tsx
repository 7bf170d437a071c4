import { BarcodeScanButton } from '../barcode-scan/barcode-scan-button.tsx'
import { MainNav } from '../main-nav/main-nav.tsx'
import { WarningBadge } from '../warning-badge/warning-badge.tsx'
import { Brand } from './brand.tsx'
import { CategoryPicker } from './category-picker.tsx'
import { HeaderSearch } from './header-search.tsx'
import './site-header.css'

interface SiteHeaderProps {
  warningBanner: string | null
  categories: Array<{ id: number; navn: string }>
}

/** Logo and name, the optional warning badge, the top navigation, search and categories. */
export function SiteHeader({ warningBanner, categories }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header__bar page-width">
        <div className="site-header__brand">
          <Brand />
        </div>
        {warningBanner ? <WarningBadge text={warningBanner} /> : null}
        <MainNav />
      </div>
      <div className="site-header__tools page-width">
        <HeaderSearch />
        <BarcodeScanButton />
        <CategoryPicker categories={categories} />
      </div>
    </header>
  )
}
