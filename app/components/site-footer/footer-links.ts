/**
 * Addresses the footer links to. The accessibility statements live on uustatus.no, the
 * supervisory authority's register, in Bokmål and in Nynorsk.
 * TODO: replace the statement id with the published one once the statement is registered there.
 */
const ACCESSIBILITY_STATEMENT_ID = 'b3d7a4e2-5c1f-4f8e-9a6d-2e0c7f1b9d43'

export const accessibilityStatementUrls = {
  nb: `https://uustatus.no/nb/erklaringer/publisert/${ACCESSIBILITY_STATEMENT_ID}`,
  nn: `https://uustatus.no/nn/erklaringer/publisert/${ACCESSIBILITY_STATEMENT_ID}`,
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
