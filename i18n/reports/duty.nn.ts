import type { reportDutyNb } from './duty.nb.ts'

export const reportDutyNn: typeof reportDutyNb = {
  title: 'Melding etter meldeplikta',
  description:
    'Skjema for produsentar, importørar og forhandlarar som har plikt til å melde frå om eit produkt som kan vere farleg.',
  lead: 'For produsentar, importørar og forhandlarar som har gjort tilgjengeleg eit produkt som kan innebere ein uakseptabel risiko for helse eller miljø (produktkontrollova § 6b). Meldinga går til styresmakta som har ansvar for produktet.',
  deadlineHeading: 'Når du må melde',
  deadline:
    'Meld frå så snart som mogleg og seinast innan 10 dagar. Er risikoen alvorleg og krev tiltak straks, skal du melde innan 3 dagar.',
  incomplete:
    'Meld sjølv om du ikkje har alle opplysningane enno. Det som manglar, kan du ettersende.',
  gateway:
    'Er produktet også selt i eit anna land i EU eller EØS, skal du melde det i EUs Product Safety Business Alert Gateway i staden. Det gjeld også kosmetikk og fritidsbåtar.',
  stepBusiness: 'Verksemda',
  stepProduct: 'Produktet',
  stepTrade: 'Sal og omsetningskjede',
  stepRisk: 'Risikovurdering',
  stepMeasures: 'Tiltak frå verksemda',
  stepAttachments: 'Vedlegg',
  organisationNumberHelp: 'Ni siffer, slik det står i Einingsregisteret.',
  contactLead:
    'Styresmakta kontaktar denne personen dersom dei har spørsmål. Kvitteringa går til e-postadressa.',
  phoneHelp: 'Minst 8 siffer. Skriv landskode først dersom nummeret ikkje er norsk.',
  rolesHelp: 'Vel alt som passar for verksemda.',
  categoryHelp: 'Vel den kategorien som passar best.',
  categoryOther: '{name}, anna',
  serialHelp: 'Står ofte på produktet, emballasjen eller fakturaen.',
  eanHelp: '8 eller 13 siffer. Står under strekkoden.',
  customsCodeHelp: 'Varenummeret i tolltariffen, 6 til 10 siffer.',
  amountSoldHelp: 'Omtrent kor mange som er selde eller leverte til kundar. Skriv berre talet.',
  soldAbroadHelp: 'Er produktet selt i andre land enn Noreg?',
  countriesHelp:
    'Vel alle landa utanfor Noreg der produktet er selt. Er eitt av dei i EU eller EØS, skal du melde i EUs Product Safety Business Alert Gateway.',
  countryFilter: 'Finn land i lista',
  countryFilterHelp: 'Skriv ein del av namnet, så viser lista berre dei landa som passar.',
  countriesChosen: 'Valt: {countries}',
  noCountryMatches: 'Ingen land passar «{query}».',
  wirelessHelp: 'Til dømes Bluetooth, wifi eller mobilnett.',
  producerLead:
    'Fortel kven som har laga produktet, og kva importørar og forhandlarar du veit har hatt det.',
  importer: 'Importør {number}',
  addImporter: 'Legg til importør',
  removeImporter: 'Fjern importør {number}',
  distributor: 'Forhandlar {number}',
  addDistributor: 'Legg til forhandlar',
  removeDistributor: 'Fjern forhandlar {number}',
  risksHelp: 'Vel alle farane produktet kan føre til.',
  levelHelp:
    'Vel Alvorleg når risikoen krev tiltak straks. Då skal meldinga sendast innan 3 dagar.',
  incidentHelp: 'Veit de om ulukker, skadar eller nesten-ulukker med produktet?',
  likelihoodHelp:
    'Kor sannsynleg er det at nokon blir skadd, og kor alvorleg kan skaden bli? Skriv kva de byggjer vurderinga på.',
  measuresHelp: 'Vel tiltaka verksemda har sett i verk eller skal setje i verk.',
  measureDescriptionHelp:
    'Til dømes når produktet vart teke ut av sal, og korleis kundane får beskjed.',
  attachmentsLead:
    'Legg gjerne ved risikovurderinga, testrapportar og bilete av produktet og merkinga.',
}
