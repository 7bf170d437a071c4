/** Scanning a product's barcode with the camera, from the search field. */
export const barcodeNb = {
  scan: 'Skann strekkode',
  scanShort: 'Skann',
  heading: 'Skann strekkoden på produktet',
  starting: 'Starter kameraet …',
  aim: 'Hold strekkoden foran kameraet. Søket starter av seg selv når koden er lest.',
  found: 'Leste strekkoden {ean}. Søker …',
  denied:
    'Du har ikke gitt nettstedet lov til å bruke kameraet. Du kan gi lov i innstillingene til nettleseren, eller skrive tallene under strekkoden i søkefeltet.',
  failed: 'Kameraet kunne ikke startes. Skriv tallene under strekkoden i søkefeltet i stedet.',
  cancel: 'Avbryt',
  video: 'Bildet fra kameraet',
  noHits: 'Ingen farlige produkter er registrert med strekkoden {ean}.',
  noHitsHelp:
    'Det betyr at ingen myndighet har publisert et varsel om et produkt med denne strekkoden. Et produkt kan likevel være farlig: har du grunn til bekymring, kan du melde fra.',
  report: 'Meld fra om et produkt',
}
