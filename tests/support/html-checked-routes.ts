/**
 * Which test runs the Nu Html Checker over each page route of app/routes.ts, by its pattern
 * (page-routes.ts), sorted. Each of the two tests fails when the routes it visited are not
 * exactly its list here, and app/html-checked-routes.test.ts fails when a route of app/routes.ts is in no
 * list: a new page is checked, or named below with the reason it has no HTML to check.
 */

/** app/html-validity.test.ts: every page a visitor without a session gets, in every language. */
export const PUBLIC_CHECKED_ROUTES = [
  '/',
  '/*',
  '/404',
  '/abonnement/:id/aktiver',
  '/abonnement/:id/slett',
  '/abonnement/mine',
  '/abonnement/opprett',
  '/forvaltning/logg-inn',
  '/forvaltning/logg-inn/lenke',
  '/forvaltning/logg-ut',
  '/innmelding',
  '/innmelding/bekymring/:productId?',
  '/innmelding/meldeplikt',
  '/innmelding/observasjon/:productId?',
  '/myndighet',
  '/myndighet/:id',
  '/omnettstedet',
  '/personvern',
  '/product/:id',
  '/produkt/:id',
  '/search',
]

/** app/staff-html-validity.test.ts: the staff area's pages, signed in as an administrator. */
export const STAFF_CHECKED_ROUTES = [
  '/forvaltning',
  '/forvaltning/ansatte',
  '/forvaltning/logg',
  '/forvaltning/logg-inn/oidc',
  '/forvaltning/meldinger',
  '/forvaltning/meldinger/:kind/:id',
  '/forvaltning/meldinger/tall',
  '/forvaltning/myndigheter',
  '/forvaltning/produkter',
  '/forvaltning/produkter/:id',
  '/forvaltning/produkter/:id/forhandsvisning',
  '/forvaltning/produkter/import',
  '/forvaltning/produkter/ny',
  '/forvaltning/produkter/utkast/:id',
  '/forvaltning/produkter/utkast/:id/forhandsvisning',
  '/forvaltning/ruting',
  '/forvaltning/ruting/:id',
  '/forvaltning/ruting/historikk',
]

/** The routes that answer no HTML page, so there is nothing for the checker to read. */
export const ROUTES_WITHOUT_HTML: Record<string, string> = {
  '/forslag': 'the header search’s suggestions, as JSON for its script',
  '/stats/event': 'takes the pages’ page views and answers no page',
  '/forvaltning/bilde/:id': 'a product picture',
  '/forvaltning/dokument/:id': 'a product document, as the file it is',
  '/forvaltning/meldinger/:kind/:id/vedlegg/:fileId': 'a file attached to a report',
  '/forvaltning/meldinger/tall/:format': 'the inbox figures as a spreadsheet or CSV file',
  '/forvaltning/produkter/import/mal/:format': 'the import template, a spreadsheet file',
}
