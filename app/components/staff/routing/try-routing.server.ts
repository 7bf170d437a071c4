import type { Services } from '#app-context'
import { explainRouting } from '../../../../domain/routing/route-report.ts'
import { tryRoutingSchema } from '../../../../domain/routing/rule-schemas.ts'

/** The "prøv rutingen" form's choices as the address carries them, each '' when not chosen. */
export interface TryChoices {
  kategori: string
  risiko: string
  nivaa: string
}

/**
 * The choices of the address, and where a report with them would go and which rules decided:
 * routed by the very code that routes every report. Nothing when the form was not sent.
 */
export async function tryRouting(db: Services['db'], url: URL) {
  const read = (name: string) => url.searchParams.get(name) ?? ''
  const choices: TryChoices = {
    kategori: read('kategori'),
    risiko: read('risiko'),
    nivaa: read('nivaa'),
  }
  if (!url.searchParams.has('prov')) return { choices, decision: undefined }
  const { kategori, risiko, nivaa } = tryRoutingSchema.parse(choices)
  const decision = await explainRouting(db, {
    kategoriId: kategori ?? undefined,
    risikoIds: risiko === null ? [] : [risiko],
    risikoNivaa: nivaa,
  })
  return { choices, decision }
}
