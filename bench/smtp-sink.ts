import { createServer } from 'node:net'

/**
 * `node bench/smtp-sink.ts`: an SMTP server on loopback that accepts every message and throws it
 * away, for bench/newsletter.ts, in a process of its own so that it neither shares the bench's
 * event loop nor counts in its memory. It speaks the SMTP a sender needs (greeting, EHLO/HELO,
 * MAIL, RCPT, DATA ending in <CRLF>.<CRLF>, RSET, NOOP, QUIT) and finds the end of a message with
 * a native search. The `smtp-server` package, which the tests use, parses every byte in
 * JavaScript: about 0.8 ms of CPU a 30 kB letter, which on two shared cores came off the
 * sender's share, while a real mail server would be on another machine.
 * Prints `{"port":N}` once it listens, and `{"accepted":N,"bytes":N,"cpuSeconds":N}` when it
 * is sent SIGTERM.
 */
const END_OF_DATA = Buffer.from('\r\n.\r\n')
let accepted = 0
let bytes = 0

const server = createServer((socket) => {
  let inData = false
  let pending: Buffer = Buffer.alloc(0)
  socket.setNoDelay(true)
  socket.write('220 sink ESMTP\r\n')
  socket.on('error', () => socket.destroy())
  socket.on('data', (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk
    for (;;) {
      if (inData) {
        // From the DATA line's own CRLF, so that a message's first line is found like the rest.
        const end = pending.indexOf(END_OF_DATA)
        if (end === -1) {
          // Keep what could be the start of the terminator, count the rest.
          const keep = Math.min(pending.length, END_OF_DATA.length - 1)
          bytes += pending.length - keep
          pending = pending.subarray(pending.length - keep)
          return
        }
        bytes += end
        accepted++
        inData = false
        pending = pending.subarray(end + END_OF_DATA.length)
        socket.write('250 2.0.0 accepted and discarded\r\n')
        continue
      }
      const lineEnd = pending.indexOf('\r\n')
      if (lineEnd === -1) return
      const verb = pending.subarray(0, Math.min(lineEnd, 4)).toString('latin1').toUpperCase()
      if (verb === 'DATA') {
        // Keep the CRLF: it is the first two bytes of an immediate terminator.
        pending = pending.subarray(lineEnd)
        inData = true
        socket.write('354 end data with <CR><LF>.<CR><LF>\r\n')
        continue
      }
      pending = pending.subarray(lineEnd + 2)
      if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n')
      else if (['MAIL', 'RCPT', 'RSET', 'NOOP'].includes(verb)) socket.write('250 2.0.0 ok\r\n')
      else if (verb === 'QUIT') {
        socket.end('221 2.0.0 bye\r\n')
        return
      } else socket.write('502 5.5.2 not implemented\r\n')
    }
  })
})
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  console.log(JSON.stringify({ port: typeof address === 'object' ? address?.port : 0 }))
})
process.on('SIGTERM', () => {
  const cpu = process.cpuUsage()
  console.log(JSON.stringify({ accepted, bytes, cpuSeconds: (cpu.user + cpu.system) / 1e6 }))
  process.exit(0)
})
