/** The backend's NotificationResponse message ('A'). */
const NOTIFICATION = 'A'.charCodeAt(0)

/**
 * Finds the notifications in what the embedded database answers one exchange. PGlite runs one
 * session for every connection, so a NOTIFY comes back in the answer to whichever connection
 * committed it, not on a listening connection of its own; the query queue hands every answer
 * through here so that listeners in this process hear it all the same. Messages are framed by
 * their length and may be split across chunks; only notifications are read, the rest skipped.
 */
export function notificationScanner(onNotification: (channel: string) => void) {
  let pending: Buffer = Buffer.alloc(0)
  let skip = 0
  return (chunk: Uint8Array) => {
    let data = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
    if (skip >= data.length) {
      skip -= data.length
      return
    }
    data = data.subarray(skip)
    skip = 0
    if (pending.length) data = Buffer.concat([pending, data])
    pending = Buffer.alloc(0)
    let at = 0
    while (at < data.length) {
      if (data.length - at < 5) {
        pending = Buffer.from(data.subarray(at))
        return
      }
      const end = at + 1 + data.readInt32BE(at + 1)
      if (data[at] !== NOTIFICATION) {
        if (end > data.length) skip = end - data.length
        at = end
        continue
      }
      if (end > data.length) {
        pending = Buffer.from(data.subarray(at))
        return
      }
      // After the type and length: the notifying process's id, then the channel's name.
      const body = data.subarray(at + 9, end)
      onNotification(body.subarray(0, body.indexOf(0)).toString('utf8'))
      at = end
    }
  }
}
