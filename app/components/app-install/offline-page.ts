import { escapeMarkup } from '../../../i18n/escape.ts'
import type { Messages } from '../../../i18n/nb.ts'

/**
 * The page the service worker shows in place of any page while there is no connection. Plain
 * HTML with the site's own stylesheets and no script, so it works without JavaScript and under
 * the Content-Security-Policy of decision 013. `href=""` reloads the address the person asked for.
 */
export function offlinePageHtml(t: Messages, stylesheets: readonly string[]): string {
  const o = t.pages.offline
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeMarkup(href)}">`)
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(`${o.title} - ${t.app.name}`)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${links.join('\n')}
</head>
<body>
<main id="main" class="page-width page-main">
<div class="error-page">
<h1 class="ds-heading" data-size="lg">${escapeMarkup(o.heading)}</h1>
<p class="ds-paragraph">${escapeMarkup(o.text)}</p>
<a class="ds-button" data-variant="primary" href="">${escapeMarkup(o.retry)}</a>
</div>
</main>
</body>
</html>
`
}
