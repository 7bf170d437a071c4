import type { reportConcernNb } from './concern.nb.ts'

export const reportConcernNn: typeof reportConcernNb = {
  title: 'Send ei bekymringsmelding',
  description:
    'Sei frå om eit produkt du meiner kan vere farleg, eller som har skadd nokon. Produktet treng ikkje vere på lista over farlege produkt.',
  lead: 'Fortel om produktet og kva som skjedde. Meldinga går til styresmakta som har ansvar for denne typen produkt.',
  requiredNote:
    'Du må fylle ut kven du melder som, namnet på produktet og kva som skjedde. Alt anna er frivillig, men hjelper styresmakta å følgje opp.',
  stepSender: 'Om deg',
  stepProduct: 'Produktet',
  stepIncident: 'Hendinga',
  stepInjured: 'Skadde personar',
  stepAttachments: 'Vedlegg',
  senderLead:
    'Du kan melde utan namn. Skriv du e-postadressa di, får du ei kvittering, og styresmakta kan kontakte deg om dei treng å vite meir.',
  listedProduct: 'Du melder om eit produkt frå lista over farlege produkt:',
  categoryHelp: 'Vel den som passar best. Hopp over om du er usikker.',
  categoryPlaceholder: 'Vel kategori',
  categoryOther: '{name}, anna',
  productNameHelp: 'Namnet eller modellen slik det står på produktet eller emballasjen.',
  producerHelp: 'Merket eller firmaet som har laga produktet, om du veit det.',
  storeHelp: 'Butikken eller nettbutikken der produktet vart kjøpt.',
  otherInfoHelp:
    'Til dømes strekkode (EAN), batch- eller serienummer, eller når produktet vart kjøpt.',
  backgroundHelp: 'Kva vart produktet brukt til, og av kven?',
  causePlaceholder: 'Vel årsak',
  consequenceHelp: 'Kryss av for alt som passar.',
  consequences: {
    firstAid: 'Førstehjelp eller behandling heime',
    doctor: 'Behandling hos lege eller legevakt',
    hospital: 'Innlagd på sjukehus',
    lasting: 'Varig skade',
    death: 'Dødsfall',
    fire: 'Brann eller røykskade',
    property: 'Skade på bustad, køyretøy eller andre ting',
  },
  descriptionHelp: 'Skildre kva som skjedde, så konkret du kan.',
  dateHelp: 'Skriv datoen som dd.mm.åååå, til dømes 03.11.2026.',
  placeFound: 'Poststad: {place}',
  injuredLead:
    'Vart nokon skadde? Legg til éi rad for kvar person. Vi spør ikkje om namn, berre om kjønn og alder.',
  person: 'Person {number}',
  addPerson: 'Legg til ein skadd person',
  removePerson: 'Fjern person {number}',
  ageHelp: 'I heile år.',
  attachmentsLead:
    'Bilete av produktet, skaden, merkinga eller kvitteringa gjer det lettare for styresmakta å vurdere saka.',
}
