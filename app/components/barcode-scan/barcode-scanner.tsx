import { Button, Dialog, Heading, Paragraph } from '@digdir/designsystemet-react'
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { format } from '../../../i18n/format.ts'
import { useMessages } from '../messages/use-messages.ts'
import { searchHref } from '../search/search-url.ts'
import './barcode-scan.css'

type ScanStatus =
  { step: 'starting' | 'aim' | 'denied' | 'failed' } | { step: 'found'; ean: string }

/**
 * The camera's picture in a modal dialog, read until a product barcode shows, and then a search
 * for its number, as if the person had typed it. Closing the dialog (Escape, "Avbryt") switches
 * the camera off. Drawn only when "Skann strekkode" is pressed.
 */
export function BarcodeScanner({ onClose }: { onClose: () => void }) {
  const t = useMessages().barcode
  const navigate = useNavigate()
  const headingId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const video = useRef<HTMLVideoElement>(null)
  const [status, setStatus] = useState<ScanStatus>({ step: 'starting' })
  // An effect event, so the camera starts once per opening, not whenever navigate changes.
  const searchFor = useEffectEvent(async (ean: string) => {
    setStatus({ step: 'found', ean })
    await navigate(searchHref({ q: ean }))
    dialog.current?.close()
  })

  useEffect(() => {
    dialog.current?.showModal()
    const controller = new AbortController()
    // The camera loop and the readers load on the press, not with the page (decision 044).
    import('./scan-camera.ts')
      .then(({ scanBarcode }) =>
        scanBarcode(video.current!, controller.signal, () => setStatus({ step: 'aim' })),
      )
      .then(
        (ean) => {
          if (ean) void searchFor(ean)
        },
        (error: unknown) => {
          if (!controller.signal.aborted)
            setStatus({ step: isPermissionRefused(error) ? 'denied' : 'failed' })
        },
      )
    return () => controller.abort()
  }, [])

  const message = status.step === 'found' ? format(t.found, { ean: status.ean }) : t[status.step]
  const stopped = status.step === 'denied' || status.step === 'failed'
  return (
    <Dialog
      ref={dialog}
      closeButton={false}
      aria-labelledby={headingId}
      onClose={onClose}
      className="barcode-scanner"
    >
      <Heading level={2} data-size="xs" id={headingId}>
        {t.heading}
      </Heading>
      <video
        ref={video}
        className="barcode-scanner__video"
        hidden={stopped}
        muted
        playsInline
        aria-label={t.video}
      />
      <Paragraph role="status" data-color={stopped ? 'danger' : undefined}>
        {message}
      </Paragraph>
      {/* Closing fires the dialog's close event (onClose), which gives focus back to the button. */}
      <Button variant="secondary" onClick={() => dialog.current?.close()}>
        {t.cancel}
      </Button>
    </Dialog>
  )
}

/** A refusal, as opposed to a camera that would not start. */
function isPermissionRefused(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'NotAllowedError'
}
