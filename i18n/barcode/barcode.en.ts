import type { barcodeNb } from './barcode.nb.ts'

export const barcodeEn = {
  scan: 'Scan barcode',
  scanShort: 'Scan',
  heading: "Scan the product's barcode",
  starting: 'Starting the camera …',
  aim: 'Hold the barcode in front of the camera. The search starts by itself once the code is read.',
  found: 'Read the barcode {ean}. Searching …',
  denied:
    "You have not allowed this site to use the camera. You can allow it in your browser's settings, or type the digits under the barcode into the search field.",
  failed:
    'The camera could not be started. Type the digits under the barcode into the search field instead.',
  cancel: 'Cancel',
  video: 'The picture from the camera',
  noHits: 'No dangerous products are registered with the barcode {ean}.',
  noHitsHelp:
    'This means no authority has published a warning about a product with this barcode. A product can still be dangerous: if you are concerned, you can report it.',
  report: 'Report a product',
} satisfies typeof barcodeNb
