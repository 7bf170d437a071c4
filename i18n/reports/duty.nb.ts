/** The duty-to-report form for businesses (/innmelding/meldeplikt). */
export const reportDutyNb = {
  title: 'Melding etter meldeplikten',
  description:
    'Skjema for produsenter, importører og forhandlere som har plikt til å melde fra om et produkt som kan være farlig.',
  lead: 'For produsenter, importører og forhandlere som har gjort tilgjengelig et produkt som kan innebære en uakseptabel risiko for helse eller miljø (produktkontrolloven § 6b). Meldingen går til myndigheten som har ansvar for produktet.',
  deadlineHeading: 'Når du må melde',
  deadline:
    'Meld fra så snart som mulig og senest innen 10 dager. Er risikoen alvorlig og krever tiltak straks, skal du melde innen 3 dager.',
  incomplete:
    'Meld selv om du ikke har alle opplysningene ennå. Det som mangler, kan du ettersende.',
  gateway:
    'Er produktet også solgt i et annet land i EU eller EØS, skal du melde det i EUs Product Safety Business Alert Gateway i stedet. Det gjelder også kosmetikk og fritidsbåter.',
  stepBusiness: 'Virksomheten',
  stepProduct: 'Produktet',
  stepTrade: 'Salg og omsetningskjede',
  stepRisk: 'Risikovurdering',
  stepMeasures: 'Tiltak fra virksomheten',
  stepAttachments: 'Vedlegg',
  organisationNumberHelp: 'Ni siffer, slik det står i Enhetsregisteret.',
  contactLead:
    'Myndigheten kontakter denne personen hvis de har spørsmål. Kvitteringen går til e-postadressen.',
  phoneHelp: 'Minst 8 siffer. Skriv landskode først hvis nummeret ikke er norsk.',
  rolesHelp: 'Velg alt som passer for virksomheten.',
  categoryHelp: 'Velg den kategorien som passer best.',
  categoryOther: '{name}, annet',
  serialHelp: 'Står ofte på produktet, emballasjen eller fakturaen.',
  eanHelp: '8 eller 13 siffer. Står under strekkoden.',
  customsCodeHelp: 'Varenummeret i tolltariffen, 6 til 10 siffer.',
  amountSoldHelp: 'Omtrent hvor mange som er solgt eller levert til kunder. Skriv bare tallet.',
  soldAbroadHelp: 'Er produktet solgt i andre land enn Norge?',
  countriesHelp:
    'Velg alle landene utenfor Norge der produktet er solgt. Er ett av dem i EU eller EØS, skal du melde i EUs Product Safety Business Alert Gateway.',
  countryFilter: 'Finn land i listen',
  countryFilterHelp: 'Skriv en del av navnet, så viser listen bare de landene som passer.',
  countriesChosen: 'Valgt: {countries}',
  noCountryMatches: 'Ingen land passer «{query}».',
  wirelessHelp: 'For eksempel Bluetooth, wifi eller mobilnett.',
  producerLead:
    'Fortell hvem som har laget produktet, og hvilke importører og forhandlere du vet har hatt det.',
  importer: 'Importør {number}',
  addImporter: 'Legg til importør',
  removeImporter: 'Fjern importør {number}',
  distributor: 'Forhandler {number}',
  addDistributor: 'Legg til forhandler',
  removeDistributor: 'Fjern forhandler {number}',
  risksHelp: 'Velg alle farene produktet kan føre til.',
  levelHelp:
    'Velg Alvorlig når risikoen krever tiltak straks. Da skal meldingen sendes innen 3 dager.',
  incidentHelp: 'Vet dere om ulykker, skader eller nestenulykker med produktet?',
  likelihoodHelp:
    'Hvor sannsynlig er det at noen blir skadet, og hvor alvorlig kan skaden bli? Skriv hva dere bygger vurderingen på.',
  measuresHelp: 'Velg tiltakene virksomheten har satt i verk eller skal sette i verk.',
  measureDescriptionHelp:
    'For eksempel når produktet ble tatt ut av salg, og hvordan kundene får beskjed.',
  attachmentsLead:
    'Legg gjerne ved risikovurderingen, testrapporter og bilder av produktet og merkingen.',
}
