import { Button } from '@digdir/designsystemet-react'
import { useEffect, useState } from 'react'
import { BarcodeIcon } from '../icons/icons.tsx'
import { useMessages } from '../messages/use-messages.ts'
import { BarcodeScanner } from './barcode-scanner.tsx'
import { hasCamera } from './has-camera.ts'
import './barcode-scan-button.css'

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
      {/* On a phone it shares the categories' row: "Skann" shows, the name says it all. */}
      <Button
        variant="secondary"
        className="barcode-scan-button"
        aria-label={t.scan}
        onClick={() => setScanning(true)}
      >
        <BarcodeIcon />
        <span className="barcode-scan-button__long">{t.scan}</span>
        <span className="barcode-scan-button__short">{t.scanShort}</span>
      </Button>
      {scanning ? <BarcodeScanner onClose={() => setScanning(false)} /> : null}
    </>
  )
}
