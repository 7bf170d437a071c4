/** Reads the text of a product barcode in one camera frame, if there is one to read. */
export type BarcodeReader = (frame: ImageData) => Promise<string | undefined>

/** The product barcodes a shop's goods carry, by the Barcode Detection API's names. */
const DETECTOR_FORMATS = ['ean_13', 'ean_8', 'upc_a']

/** The part of the Barcode Detection API used here; TypeScript's DOM library has none of it. */
interface BarcodeDetectorLike {
  detect(image: ImageData): Promise<Array<{ rawValue: string }>>
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike
  getSupportedFormats(): Promise<string[]>
}

/**
 * The browser's own BarcodeDetector where it reads these formats (Chrome on Android, Safari);
 * elsewhere ZXing compiled to WebAssembly, loaded from this site only now, so no page pays for
 * it before someone presses "Skann strekkode" (decision 044).
 */
export async function createBarcodeReader(): Promise<BarcodeReader> {
  const native = await nativeReader()
  if (native) return native
  const { createZxingReader } = await import('./zxing-reader.ts')
  return createZxingReader()
}

async function nativeReader(): Promise<BarcodeReader | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
  if (!Detector) return undefined
  const supported = await Detector.getSupportedFormats().catch((): string[] => [])
  const formats = DETECTOR_FORMATS.filter((format) => supported.includes(format))
  if (!formats.length) return undefined
  const detector = new Detector({ formats })
  return async (frame) => (await detector.detect(frame))[0]?.rawValue
}
