import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/**
 * `node bench/smtp-sink.ts`: a real SMTP server on loopback that accepts every message and
 * throws it away, for bench/newsletter.ts, in a process of its own so that it neither shares
 * the bench's event loop nor counts in its memory. Prints `{"port":N}` once it listens, and
 * `{"accepted":N,"bytes":N}` when it is sent SIGTERM.
 */
let accepted = 0
let bytes = 0
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  closeTimeout: 100,
  onData(stream, _session, callback) {
    stream.on('data', (chunk: Buffer) => (bytes += chunk.length))
    stream.on('end', () => {
      accepted++
      callback()
    })
  },
})
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: (server.server.address() as AddressInfo).port }))
})
process.on('SIGTERM', () => {
  console.log(JSON.stringify({ accepted, bytes }))
  server.close(() => process.exit(0))
})
