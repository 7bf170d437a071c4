/** The concern message form (/innmelding/bekymring): its steps and the help around its fields. */
export const reportConcernNb = {
  title: 'Send en bekymringsmelding',
  description:
    'Si fra om et produkt du mener kan være farlig, eller som har skadet noen. Produktet trenger ikke være på listen over farlige produkter.',
  lead: 'Fortell om produktet og hva som skjedde. Meldingen går til myndigheten som har ansvar for denne typen produkter.',
  requiredNote:
    'Du må fylle ut hvem du melder som, navnet på produktet og hva som skjedde. Alt annet er frivillig, men hjelper myndigheten å følge opp.',
  stepSender: 'Om deg',
  stepProduct: 'Produktet',
  stepIncident: 'Hendelsen',
  stepInjured: 'Skadde personer',
  stepAttachments: 'Vedlegg',
  senderLead:
    'Du kan melde uten navn. Skriver du e-postadressen din, får du en kvittering, og myndigheten kan kontakte deg hvis de trenger å vite mer.',
  listedProduct: 'Du melder om et produkt fra listen over farlige produkter:',
  categoryHelp: 'Velg den som passer best. Hopp over hvis du er usikker.',
  categoryPlaceholder: 'Velg kategori',
  categoryOther: '{name}, annet',
  productNameHelp: 'Navnet eller modellen slik det står på produktet eller emballasjen.',
  producerHelp: 'Merket eller firmaet som har laget produktet, hvis du vet det.',
  storeHelp: 'Butikken eller nettbutikken der produktet ble kjøpt.',
  otherInfoHelp:
    'For eksempel strekkode (EAN), batch- eller serienummer, eller når produktet ble kjøpt.',
  backgroundHelp: 'Hva ble produktet brukt til, og av hvem?',
  causePlaceholder: 'Velg årsak',
  consequenceHelp: 'Kryss av for alt som passer.',
  consequences: {
    firstAid: 'Førstehjelp eller behandling hjemme',
    doctor: 'Behandling hos lege eller legevakt',
    hospital: 'Innlagt på sykehus',
    lasting: 'Varig skade',
    death: 'Dødsfall',
    fire: 'Brann eller røykskade',
    property: 'Skade på bolig, kjøretøy eller andre ting',
  },
  descriptionHelp: 'Beskriv hva som skjedde, så konkret du kan.',
  dateHelp: 'Skriv datoen som dd.mm.åååå, for eksempel 03.11.2026.',
  placeFound: 'Poststed: {place}',
  injuredLead:
    'Ble noen skadet? Legg til én rad for hver person. Vi spør ikke om navn, bare om kjønn og alder.',
  person: 'Person {number}',
  addPerson: 'Legg til en skadet person',
  removePerson: 'Fjern person {number}',
  ageHelp: 'I hele år.',
  attachmentsLead:
    'Bilder av produktet, skaden, merkingen eller kvitteringen gjør det lettere for myndigheten å vurdere saken.',
}
