/**
 * Whether this device has a camera the page could ask for. Listing the devices asks no
 * permission (before it is given the browser names at most one device of each kind, without a
 * label), so nothing is asked of the person until they press the button.
 */
export async function hasCamera(): Promise<boolean> {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices
  if (typeof media?.getUserMedia !== 'function' || typeof media.enumerateDevices !== 'function')
    return false
  try {
    return (await media.enumerateDevices()).some((device) => device.kind === 'videoinput')
  } catch {
    return false
  }
}
