import type { barcodeNb } from './barcode.nb.ts'

export const barcodeNn = {
  scan: 'Skann strekkode',
  scanShort: 'Skann',
  heading: 'Skann strekkoden på produktet',
  starting: 'Startar kameraet …',
  aim: 'Hald strekkoden framfor kameraet. Søket startar av seg sjølv når koden er lesen.',
  found: 'Las strekkoden {ean}. Søkjer …',
  denied:
    'Du har ikkje gitt nettstaden lov til å bruke kameraet. Du kan gi lov i innstillingane til nettlesaren, eller skrive tala under strekkoden i søkjefeltet.',
  failed: 'Kameraet kunne ikkje startast. Skriv tala under strekkoden i søkjefeltet i staden.',
  cancel: 'Avbryt',
  video: 'Biletet frå kameraet',
  noHits: 'Ingen farlege produkt er registrerte med strekkoden {ean}.',
  noHitsHelp:
    'Det tyder at inga styresmakt har publisert eit varsel om eit produkt med denne strekkoden. Eit produkt kan likevel vere farleg: har du grunn til uro, kan du melde frå.',
  report: 'Meld frå om eit produkt',
} satisfies typeof barcodeNb
