import type { Language } from '../../../i18n/language.ts'

/** What a page shows of an authority; never its report inbox. */
export interface AuthorityView {
  id: number
  navn: string
  kortnavn: string
  beskrivelse: string
  nettside: string
}

/**
 * The authorities' names and descriptions are kept in Bokmål only. On a Nynorsk or English page
 * they are marked as Bokmål, so a screen reader reads them with the right voice (WCAG 3.1.2).
 */
export function dataLang(pageLanguage: Language): 'nb' | undefined {
  return pageLanguage === 'nb' ? undefined : 'nb'
}

/** 'https://www.dsb.no/' shows as 'www.dsb.no': a link text that says where it goes. */
export function websiteLabel(url: string): string {
  try {
    const { hostname, pathname } = new URL(url)
    return `${hostname}${pathname === '/' ? '' : pathname}`
  } catch {
    return url
  }
}

/** The search page, filtered to the products this authority published. */
export function authoritySearchPath(id: number): string {
  return `/search?myndighet=${id}`
}
