/**
 * Pages reached by a link with a token: no cache may keep them, and no request to another site
 * may carry the token on in a Referer header. Not 'no-referrer': that makes the browser post the
 * page's form with `Origin: null`, which React Router refuses as a cross-site action.
 */
export const PRIVATE_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'same-origin',
}
