import { Button } from '@digdir/designsystemet-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { BarcodeIcon } from '../icons/icons.tsx'
import { useMessages } from '../messages/use-messages.ts'
import { hasCamera } from './has-camera.ts'

// The dialog, the camera code and the barcode reader arrive only when the button is pressed.
const BarcodeScanner = lazy(() =>
  import('./barcode-scanner.tsx').then((module) => ({ default: module.BarcodeScanner })),
)

/**
 * "Skann strekkode" beside the search field, on a device with a camera. The server renders
 * nothing here, so without JavaScript or a camera the page is what it always was.
 */
export function BarcodeScanButton() {
  const t = useMessages().barcode
  const [camera, setCamera] = useState(false)
  const [scanning, setScanning] = useState(false)
  useEffect(() => {
    let current = true
    void hasCamera().then((found) => {
      if (current) setCamera(found)
    })
    return () => {
      current = false
    }
  }, [])
  if (!camera) return null
  return (
    <>
      <Button variant="secondary" className="barcode-scan-button" onClick={() => setScanning(true)}>
        <BarcodeIcon />
        {t.scan}
      </Button>
      {scanning ? (
        <Suspense fallback={null}>
          <BarcodeScanner onClose={() => setScanning(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
