import { risiko, tiltak } from '../schema/index.ts'
import { insertReturningIds, type Tx } from './insert.ts'

/** The kinds of danger, as the authorities name them on the product pages. */
const riskNames = [
  'Brann',
  'Elektrisk støt',
  'Kvelning',
  'Kvelning ved strangulering',
  'Kjemisk',
  'Kutt og stikk',
  'Fall',
  'Klemskade',
  'Forbrenning',
  'Stråling',
  'Hørselsskade',
  'Miljø',
  'Drukning',
  'Skade på syn',
  'Mikrobiologisk',
  'Eksplosjon',
  'Personskade',
  'Radioforstyrrelser',
] as const

export type RiskName = (typeof riskNames)[number]

/** The measures taken against products, in the order the authorities usually list them. */
const measureNames = [
  'Tilbakekalling fra forbruker',
  'Tilbaketrekking fra markedet',
  'Salgsforbud',
  'Importstopp',
  'Destruksjon',
  'Advarsel til forbrukere',
  'Retting av produktet',
  'Ombytte',
  'Frivillig tiltak fra virksomheten',
] as const

export type MeasureName = (typeof measureNames)[number]

/** Inserts risks and measures; answers their ids by name. */
export async function seedRisksAndMeasures(tx: Tx): Promise<{
  risks: Map<RiskName, number>
  measures: Map<MeasureName, number>
}> {
  const riskIds = await insertReturningIds(
    tx,
    risiko,
    riskNames.map((navn) => ({ navn })),
  )
  const measureIds = await insertReturningIds(
    tx,
    tiltak,
    measureNames.map((navn) => ({ navn })),
  )
  return {
    risks: new Map(riskNames.map((name, index) => [name, riskIds[index] as number])),
    measures: new Map(measureNames.map((name, index) => [name, measureIds[index] as number])),
  }
}
