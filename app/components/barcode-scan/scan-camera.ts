import { createBarcodeReader } from './barcode-reader.ts'
import { searchNumberFromBarcode } from './gtin.ts'

/** Prefers the camera on the back of a phone, the one pointed at what is in the person's hand. */
const CAMERA: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
}

/**
 * Shows the camera in `video` and reads its frames until one holds a product barcode: resolves
 * with the number to search by, or undefined once `signal` aborts. The camera is switched off
 * either way; a refusal or a missing camera rejects with the browser's DOMException.
 */
export async function scanBarcode(
  video: HTMLVideoElement,
  signal: AbortSignal,
  onCameraOn: () => void,
): Promise<string | undefined> {
  // Closed before this module had loaded: the camera is never asked for.
  if (signal.aborted) return undefined
  // The reader loads while the browser asks the person for the camera.
  const reader = createBarcodeReader()
  reader.catch(() => {})
  const stream = await navigator.mediaDevices.getUserMedia(CAMERA)
  // At once on abort: a dialog closed mid-read may never see another frame to notice it by.
  const switchOff = () => {
    for (const track of stream.getTracks()) track.stop()
  }
  signal.addEventListener('abort', switchOff, { once: true })
  try {
    if (signal.aborted) return undefined
    video.srcObject = stream
    await video.play()
    onCameraOn()
    const read = await reader
    const canvas = document.createElement('canvas')
    const context = canvas.getContext('2d', { willReadFrequently: true })
    if (!context) throw new Error('No 2D canvas to read the camera picture from')
    // One blurred frame can be misread as another number that still passes the check digit (a
    // single module read wrong can do it): a number counts once two frames in a row agree.
    let previous: string | undefined
    while (!signal.aborted) {
      await nextFrame(video, signal)
      const { videoWidth: width, videoHeight: height } = video
      if (!width || !height) continue
      canvas.width = width
      canvas.height = height
      context.drawImage(video, 0, 0, width, height)
      const text = await read(context.getImageData(0, 0, width, height))
      const number = text === undefined ? undefined : searchNumberFromBarcode(text)
      if (number && number === previous && !signal.aborted) return number
      previous = number
    }
    return undefined
  } finally {
    signal.removeEventListener('abort', switchOff)
    switchOff()
    video.srcObject = null
  }
}

/** Waits for the camera's next picture (where the browser can say when one arrives) or the end. */
function nextFrame(video: HTMLVideoElement, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
    if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(done)
    else requestAnimationFrame(done)
  })
}
