/** The About page's section on accessibility, which the footer links to until a statement is published. */
export const ACCESSIBILITY_SECTION_ID = 'tilgjengelighet'

/**
 * The footer's two accessibility statement links, in Bokmål and in Nynorsk. A published statement
 * lives on uustatus.no, the supervisory authority's register (ACCESSIBILITY_STATEMENT_ID); until
 * the deployment names one, they lead to the About page's accessibility section in each language,
 * never to a statement that does not exist.
 */
export function accessibilityStatementUrls(statementId: string | null) {
  if (statementId) {
    return {
      nb: `https://uustatus.no/nb/erklaringer/publisert/${statementId}`,
      nn: `https://uustatus.no/nn/erklaringer/publisert/${statementId}`,
    }
  }
  return {
    nb: `/omnettstedet?lang=nb#${ACCESSIBILITY_SECTION_ID}`,
    nn: `/omnettstedet?lang=nn#${ACCESSIBILITY_SECTION_ID}`,
  }
}

/**
 * Share links are plain links to each service's own share page: nothing loads from those sites
 * until the visitor follows one, so no script or tracking pixel comes with them.
 */
export function shareUrls(pageUrl: string, emailSubject: string) {
  const url = encodeURIComponent(pageUrl)
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    twitter: `https://twitter.com/intent/tweet?url=${url}`,
    email: `mailto:?subject=${encodeURIComponent(emailSubject)}&body=${url}`,
  }
}

/** The page's address without `lang`, which is the sharer's choice, not the reader's. */
export function shareablePageUrl(origin: string, pathname: string, search: string): string {
  const params = new URLSearchParams(search)
  params.delete('lang')
  const query = params.toString()
  return `${origin}${pathname}${query ? `?${query}` : ''}`
}
