import type { reportPagesNb } from './pages.nb.ts'

export const reportPagesNn: typeof reportPagesNb = {
  start: {
    title: 'Meld inn eit produkt',
    crumb: 'Meld inn',
    discardDrafts:
      'Du har byrja på ei melding som ikkje er send. Vil du slette det du har skrive, og byrje på nytt?',
    description:
      'Meld frå om eit farleg produkt: ein observasjon av eit produkt på lista, ei bekymringsmelding eller ei melding etter meldeplikta for verksemder.',
    lead: 'Vel det som passar for deg. Meldinga går til styresmakta som har ansvar for produktet. Du treng ikkje logge inn.',
    observation: {
      heading: 'Eg har sett eit produkt frå lista',
      text: 'Har du sett eit produkt frå Farlege produkt i ein butikk eller på nett? Sei frå kvar og når, så kan styresmakta følgje opp.',
      link: 'Meld inn ein observasjon',
    },
    concern: {
      heading: 'Eg er uroa for eit produkt',
      text: 'Har eit produkt skadd nokon, eller trur du at det er farleg? Send ei bekymringsmelding. Produktet treng ikkje vere på lista.',
      link: 'Send ei bekymringsmelding',
    },
    duty: {
      heading: 'Eg melder for ei verksemd',
      text: 'Produsentar, importørar og forhandlarar som får vite at eit produkt dei har levert kan vere farleg, har plikt til å melde frå til styresmakta straks.',
      link: 'Send melding etter meldeplikta',
    },
  },
  observation: {
    title: 'Meld inn ein observasjon',
    description:
      'Fortel kvar og når du såg eit produkt frå lista over farlege produkt, så kan styresmakta følgje opp.',
    lead: 'Fortel kvar og når du såg produktet. Meldinga går til styresmakta som har ansvar for det.',
    stepProduct: 'Produktet',
    stepSeen: 'Kvar og når',
    stepSender: 'Om deg',
    productSearch: 'Søk etter produktet',
    productSearchHelp: 'Skriv namnet, merket eller EAN-nummeret, og vel produktet i lista.',
    productSearchButton: 'Søk',
    productMatches: 'Produkt som passar',
    noProducts: 'Fann ingen produkt som passar «{query}». Prøv eit anna ord.',
    chosenProduct: 'Du melder om',
    otherProduct: 'Vel eit anna produkt',
    dateHelp: 'Skriv datoen som dd.mm.åååå, til dømes 03.11.2026.',
    placeHelp: 'Namnet på butikken og staden, eller nettadressa.',
    senderLead: 'Du kan melde utan namn. Skriv du e-postadressa di, får du ei kvittering.',
  },
}
