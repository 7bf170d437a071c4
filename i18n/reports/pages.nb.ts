/** The reporting start page and the observation form. */
export const reportPagesNb = {
  start: {
    title: 'Meld inn et produkt',
    crumb: 'Meld inn',
    discardDrafts:
      'Du har begynt på en melding som ikke er sendt. Vil du slette det du har skrevet, og begynne på nytt?',
    description:
      'Meld fra om et farlig produkt: en observasjon av et produkt på listen, en bekymringsmelding eller en melding etter meldeplikten for virksomheter.',
    lead: 'Velg det som passer for deg. Meldingen går til myndigheten som har ansvar for produktet. Du trenger ikke logge inn.',
    observation: {
      heading: 'Jeg har sett et produkt fra listen',
      text: 'Har du sett et produkt fra Farlige produkter i en butikk eller på nett? Si fra hvor og når, så kan myndigheten følge opp.',
      link: 'Meld inn en observasjon',
    },
    concern: {
      heading: 'Jeg er bekymret for et produkt',
      text: 'Har et produkt skadet noen, eller tror du at det er farlig? Send en bekymringsmelding. Produktet trenger ikke være på listen.',
      link: 'Send en bekymringsmelding',
    },
    duty: {
      heading: 'Jeg melder for en virksomhet',
      text: 'Produsenter, importører og forhandlere som får vite at et produkt de har levert kan være farlig, har plikt til å melde fra til myndigheten straks.',
      link: 'Send melding etter meldeplikten',
    },
  },
  observation: {
    title: 'Meld inn en observasjon',
    description:
      'Fortell hvor og når du så et produkt fra listen over farlige produkter, så kan myndigheten følge opp.',
    lead: 'Fortell hvor og når du så produktet. Meldingen går til myndigheten som har ansvar for det.',
    stepProduct: 'Produktet',
    stepSeen: 'Hvor og når',
    stepSender: 'Om deg',
    productSearch: 'Søk etter produktet',
    productSearchHelp: 'Skriv navnet, merket eller EAN-nummeret, og velg produktet i listen.',
    productSearchButton: 'Søk',
    productMatches: 'Produkter som passer',
    noProducts: 'Fant ingen produkter som passer «{query}». Prøv et annet ord.',
    chosenProduct: 'Du melder om',
    otherProduct: 'Velg et annet produkt',
    dateHelp: 'Skriv datoen som dd.mm.åååå, for eksempel 03.11.2026.',
    placeHelp: 'Navnet på butikken og stedet, eller nettadressen.',
    senderLead: 'Du kan melde uten navn. Skriver du e-postadressen din, får du en kvittering.',
  },
}
