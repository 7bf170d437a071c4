import type { Language } from '../../../i18n/language.ts'

/**
 * What the layout every page shares needs from the server, loaded once by the root loader.
 * Kept to the fields the header and footer show, so the page carries no more than it uses.
 */
export interface ShellData {
  lang: Language
  /** This site's own origin, so share links can name the page's full address. */
  origin: string
  config: {
    warningBanner: string | null
    plausibleDomain: string | null
    accessibilityStatementId?: string | null
  }
  buildInfo: { gitid: string; time: string }
  authorities: Array<{ id: number; navn: string }>
  /** Level-1 categories, for the header's category picker. */
  categories: Array<{ id: number; navn: string }>
}
