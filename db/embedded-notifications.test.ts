import { describe, expect, it } from 'vitest'
import { notificationScanner } from './embedded-notifications.ts'

/** A backend message as PostgreSQL frames it: its type, its length, its body. */
function message(type: string, body: Buffer) {
  const header = Buffer.alloc(5)
  header.write(type, 0, 'latin1')
  header.writeInt32BE(body.length + 4, 1)
  return Buffer.concat([header, body])
}

const notification = (channel: string) =>
  message('A', Buffer.concat([Buffer.alloc(4), Buffer.from(`${channel}\0\0`)]))

// What the embedded database answers a commit: the command's completion, a notification, and
// ReadyForQuery; with a large row before them, as a change that returned data would have.
const answer = Buffer.concat([
  message('D', Buffer.alloc(70_000, 7)),
  message('C', Buffer.from('UPDATE 1\0')),
  notification('produkt_endring'),
  message('Z', Buffer.from('I')),
])

describe('notificationScanner', () => {
  it('finds the notification in an answer however it is cut into chunks', () => {
    for (const size of [1, 3, 5, 9, 64, 4096, answer.length]) {
      const heard: string[] = []
      const scan = notificationScanner((channel) => heard.push(channel))
      for (let at = 0; at < answer.length; at += size) scan(answer.subarray(at, at + size))
      expect(heard, `chunks of ${size} bytes`).toEqual(['produkt_endring'])
    }
  })

  it('hears nothing in an answer without notifications', () => {
    const heard: string[] = []
    notificationScanner((channel) => heard.push(channel))(message('Z', Buffer.from('I')))
    expect(heard).toEqual([])
  })
})
