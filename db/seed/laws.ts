/** The acts and regulations products are listed under, by their official Norwegian titles. */
export const laws = {
  produktkontroll: 'Lov om kontroll med produkter og forbrukertjenester (produktkontrolloven)',
  elTilsyn: 'Lov om tilsyn med elektriske anlegg og elektrisk utstyr (el-tilsynsloven)',
  brannEksplosjon:
    'Lov om vern mot brann, eksplosjon og ulykker med farlig stoff og om brannvesenets redningsoppgaver (brann- og eksplosjonsvernloven)',
  mat: 'Lov om matproduksjon og mattrygghet mv. (matloven)',
  ekom: 'Lov om elektronisk kommunikasjon (ekomloven)',
  straalevern: 'Lov om strålevern og bruk av stråling (strålevernloven)',
  fritidsbaat: 'Lov om fritids- og småbåter (fritidsbåtloven)',
  vegtrafikk: 'Lov om vegtrafikk (vegtrafikkloven)',
  planBygning: 'Lov om planlegging og byggesaksbehandling (plan- og bygningsloven)',
} as const

export const regulations = {
  generellSikkerhet: 'Forskrift om generell produktsikkerhet',
  leketoy: 'Forskrift om sikkerhet ved leketøy (leketøyforskriften)',
  elektriskUtstyr: 'Forskrift om elektrisk utstyr',
  kosmetikk: 'Forskrift om kosmetiske produkter (kosmetikkforskriften)',
  radioutstyr: 'Forskrift om radioutstyr',
  straalevern: 'Forskrift om strålevern og bruk av stråling (strålevernforskriften)',
  fritidsbaater: 'Forskrift om fritidsbåter og vannscootere',
  kjoretoy:
    'Forskrift om tekniske krav og godkjenning av kjøretøy, deler og utstyr (kjøretøyforskriften)',
  smaaElektriske: 'Forskrift om små elektriske kjøretøy',
  sykkel: 'Forskrift om krav til sykkel',
  verneutstyr: 'Forskrift om personlig verneutstyr',
  maskiner: 'Forskrift om maskiner',
  gassapparater: 'Forskrift om gassapparater',
  produktforskriften:
    'Forskrift om begrensning i bruk av helse- og miljøfarlige kjemikalier og andre produkter (produktforskriften)',
  clp: 'Forskrift om klassifisering, merking og emballering av stoffer og stoffblandinger (CLP)',
  dok: 'Forskrift om omsetning og dokumentasjon av produkter til byggverk (DOK-forskriften)',
  pyrotekniske: 'Forskrift om omsetning av pyrotekniske artikler',
  brannforebygging: 'Forskrift om brannforebygging',
} as const
