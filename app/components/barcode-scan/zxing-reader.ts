import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader'
// Built into /assets/ with a hashed name and sent compressed like the other assets: the reader
// must never fetch its WebAssembly from the package's default CDN (no third-party requests).
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'
import type { BarcodeReader } from './barcode-reader.ts'

/** ZXing-C++ in WebAssembly, for browsers without a BarcodeDetector (Chromium on the desktop, Firefox). */
export async function createZxingReader(): Promise<BarcodeReader> {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? new URL(wasmUrl, location.href).href : prefix + path,
    },
    fireImmediately: true,
  })
  return async (frame) => {
    const [result] = await readBarcodes(frame, {
      formats: ['EAN13', 'EAN8', 'UPCA'],
      maxNumberOfSymbols: 1,
      tryHarder: true,
    })
    return result?.isValid ? result.text : undefined
  }
}
