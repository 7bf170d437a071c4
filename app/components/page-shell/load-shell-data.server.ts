import type { Services } from '#app-context'
import { referenceList } from '../../../domain/catalogue/reference-lists.ts'
import type { Language } from '../../../i18n/language.ts'
import type { ShellData } from './shell-data.ts'

/** The header's and footer's data for one request, from the same domain code the API uses. */
export async function loadShellData(
  services: Services,
  request: Request,
  lang: Language,
): Promise<ShellData> {
  const { db, siteConfig, buildInfo } = services
  const [authorities, categories] = await Promise.all([
    referenceList(db, 'authorities'),
    referenceList(db, 'categories'),
  ])
  return {
    lang,
    origin: new URL(request.url).origin,
    config: {
      warningBanner: siteConfig.warningBanner,
      plausibleDomain: siteConfig.plausibleDomain,
      accessibilityStatementId: siteConfig.accessibilityStatementId ?? null,
    },
    buildInfo: { gitid: buildInfo.gitid, time: buildInfo.time },
    authorities: authorities.map(({ id, navn }) => ({ id, navn })),
    categories: categories
      .filter((category) => category.nivaa === 1)
      .map(({ id, navn }) => ({ id, navn })),
  }
}
