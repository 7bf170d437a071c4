import type { Power } from './category-types.ts'
import type { Random } from './random.ts'
import type { MeasureName, RiskName } from './risks-and-measures.ts'

// One sentence per risk, in the plain language the authorities use on product pages. '{stoff}'
// is replaced by a substance that fits the category.
const riskSentences: Record<RiskName, readonly string[]> = {
  Brann: [
    'Materialet er lett antennelig og brenner raskt hvis det kommer nær åpen flamme.',
    'Produktet kan ta fyr og føre til brann.',
  ],
  'Elektrisk støt': [
    'Strømførende deler er tilgjengelige, og brukeren kan få elektrisk støt.',
    'Avstanden mellom strømførende deler og deler man kan ta på, er for liten. Det gir fare for elektrisk støt.',
    'Isolasjonen på ledningen er for svak og kan gi elektrisk støt.',
  ],
  Kvelning: [
    'Små deler kan løsne, og små barn kan putte dem i munnen og bli kvalt.',
    'Produktet kan dekke nese og munn og hindre pusten.',
    'Deler kan løsne ved normal bruk og sette seg fast i halsen.',
  ],
  'Kvelning ved strangulering': [
    'Snorer og bånd er for lange og kan sette seg fast rundt halsen på et barn.',
    'Løkker på produktet kan stramme seg rundt halsen og føre til kvelning.',
  ],
  Kjemisk: [
    'Produktet inneholder {stoff} over tillatt grenseverdi. Stoffet kan skade helsen.',
    'Analyser viser for høyt innhold av {stoff}, som kan gi alvorlige helseskader.',
    'Produktet inneholder {stoff}, som ikke er tillatt i slike produkter.',
  ],
  'Kutt og stikk': [
    'Skarpe kanter og spisse deler kan gi kuttskader.',
    'Deler som beveger seg raskt, er ikke godt nok skjermet og kan gi alvorlige kuttskader.',
  ],
  Fall: [
    'Produktet kan velte eller gi etter under belastning, slik at brukeren faller.',
    'Låsemekanismen kan løsne under bruk, og brukeren kan falle og skade seg.',
  ],
  Klemskade: [
    'Åpninger og bevegelige deler kan klemme fingre, armer eller hodet.',
    'Bevegelige deler er ikke godt nok skjermet og kan klemme fingre og hender.',
  ],
  Forbrenning: [
    'Overflaten blir så varm at brukeren kan brenne seg.',
    'Produktet blir varmt nok til å gi brannskader ved berøring.',
  ],
  Stråling: [
    'Produktet sender ut mer stråling enn grenseverdiene tillater.',
    'Strålingen er sterkere enn oppgitt og kan skade hud og øyne.',
  ],
  Hørselsskade: [
    'Lydnivået er over grenseverdien og kan gi varige hørselsskader.',
    'Produktet lager så kraftig lyd at det kan skade hørselen, særlig hos barn.',
  ],
  Miljø: [
    'Stoffene i produktet kan lekke ut i naturen og er skadelige for miljøet.',
    'Produktet inneholder miljøgifter som brytes sakte ned og hoper seg opp i dyr og mennesker.',
  ],
  Drukning: [
    'Produktet holder ikke brukeren flytende slik det skal, og det gir fare for drukning.',
    'Produktet kan ta inn vann eller miste luft, og det gir fare for drukning.',
  ],
  'Skade på syn': [
    'Lyset eller strålen er så sterk at den kan gi varige øyeskader.',
    'Produktet kan gi varige skader på øynene.',
  ],
  Mikrobiologisk: [
    'Produktet inneholder bakterier eller mugg i mengder som kan gi infeksjoner.',
    'Det er funnet mikroorganismer i produktet som kan gi infeksjon, særlig hos personer med svekket immunforsvar.',
  ],
  Eksplosjon: [
    'Produktet kan eksplodere uventet og gi alvorlige skader.',
    'Trykket kan bygge seg opp slik at produktet sprekker eller eksploderer.',
  ],
  Personskade: [
    'Produktet kan svikte under normal bruk og føre til alvorlige personskader.',
    'Produktet gir ikke den beskyttelsen det skal, og brukeren kan skade seg alvorlig i en ulykke.',
    'Deler kan løsne under bruk og treffe brukeren eller andre.',
  ],
  Radioforstyrrelser: [
    'Produktet sender på frekvenser som ikke er tillatt i Norge og kan forstyrre nødnettet og andre viktige radiotjenester.',
    'Produktet sender med for høy effekt og kan forstyrre mobilnettet.',
  ],
}

// Fire and explosion come from what the product runs on: its wiring, its battery or its fuel.
const powerSentences: Record<Power, Partial<Record<RiskName, readonly string[]>>> = {
  mains: {
    Brann: [
      'Produktet kan bli overopphetet ved normal bruk og ta fyr.',
      'Dårlig isolasjon og svake komponenter kan føre til kortslutning og brann.',
    ],
  },
  battery: {
    Brann: [
      'Batteriet kan bli overopphetet under lading og ta fyr.',
      'Battericellene er av dårlig kvalitet og kan ta fyr ved lading eller slag.',
    ],
    Eksplosjon: ['Batteriet kan eksplodere ved kortslutning eller overoppheting.'],
    Forbrenning: ['Batteriet blir så varmt under bruk og lading at brukeren kan brenne seg.'],
  },
  fuel: {
    Brann: [
      'Drivstoff kan lekke ut og ta fyr.',
      'Drivstoffslangen kan løsne, og bensin kan ta fyr.',
    ],
  },
  none: {},
}

// Substances found in everyday products, where the category names none of its own.
const commonSubstances = ['ftalater', 'bly', 'kadmium', 'klorparafiner (SCCP)', 'PAH']

export interface HazardContext {
  power: Power
  standard?: string
  /** The kind's own sentences for risks the general ones do not fit. */
  hazards: Partial<Record<RiskName, string>>
  substances: readonly string[]
}

/** Why the product is dangerous: a sentence for each of its first two risks, and the finding. */
export function whyDangerous(
  random: Random,
  risks: readonly RiskName[],
  context: HazardContext,
): string {
  const sentences = risks.slice(0, 2).map((risk) => riskSentence(random, risk, context))
  if (context.standard && random.chance(0.6)) {
    sentences.push(
      random.pick([
        `Produktet oppfyller ikke kravene i ${context.standard}.`,
        `Tester viser at produktet ikke oppfyller standarden ${context.standard}.`,
      ]),
    )
  }
  return sentences.join(' ')
}

function riskSentence(random: Random, risk: RiskName, context: HazardContext): string {
  const own = context.hazards[risk]
  if (own) return own
  const sentences = powerSentences[context.power][risk] ?? riskSentences[risk]
  const substances = context.substances.length > 0 ? context.substances : commonSubstances
  return random.pick(sentences).replace('{stoff}', random.pick(substances))
}

const actions: Record<MeasureName, readonly string[]> = {
  'Tilbakekalling fra forbruker': [
    'Slutt å bruke produktet og lever det tilbake til butikken der du kjøpte det. Du får pengene tilbake.',
    'Slutt å bruke produktet med en gang. Ta kontakt med forhandleren for å få pengene tilbake.',
  ],
  'Tilbaketrekking fra markedet': [
    'Produktet er trukket fra salg. Har du produktet, bør du slutte å bruke det og kontakte forhandleren.',
  ],
  Salgsforbud: [
    'Det er forbudt å selge produktet i Norge. Slutt å bruke det og lever det på en gjenvinningsstasjon.',
  ],
  Importstopp: [
    'Produktet er stoppet ved import. Har du kjøpt det på nett fra utlandet, bør du slutte å bruke det.',
  ],
  Destruksjon: ['Ikke bruk produktet. Lever det på nærmeste gjenvinningsstasjon.'],
  'Advarsel til forbrukere': [
    'Ikke bruk produktet. Kontakt selgeren hvis du har spørsmål.',
    'Ikke bruk produktet, og hold det utilgjengelig for barn.',
  ],
  'Retting av produktet': [
    'Kontakt forhandleren for å få produktet rettet gratis. Ikke bruk det før feilen er rettet.',
  ],
  Ombytte: ['Lever produktet tilbake til butikken og få et nytt, trygt produkt i bytte.'],
  'Frivillig tiltak fra virksomheten': [
    'Virksomheten har stanset salget. Slutt å bruke produktet og kontakt forhandleren.',
  ],
}

/** What the consumer should do, following the first (main) measure taken. */
export function consumerAction(random: Random, measure: MeasureName): string {
  return random.pick(actions[measure])
}
