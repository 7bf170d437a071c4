import type { AddressInfo } from 'node:net'
import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  /** The envelope's recipients, as the server was told them (RCPT TO). */
  envelopeTo: string[]
  raw: Buffer
  parsed: Email
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string
  port: number
  received: ReceivedMail[]
  /** While true, the server answers every recipient with `refusal` (by default 451, try later). */
  refuse: boolean
  refusal: { code: number; text: string }
  /**
   * While true, the server reads each message to its end and never answers: the sender is left
   * waiting for the acceptance, mid-send. Such messages are kept in `held`, not `received`.
   */
  hold: boolean
  held: ReceivedMail[]
  /** Connections opened to it so far. */
  connections: number
  stop(): Promise<void>
}

/**
 * A real SMTP server on loopback that keeps what it receives, parsed, as a person's mailbox
 * would. Pass the port of a stopped one to bring "the same server" back; `onMessage` hears of
 * each message as it arrives.
 */
export async function startTestSmtpServer(
  port = 0,
  onMessage?: (mail: ReceivedMail) => void,
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = []
  const held: ReceivedMail[] = []
  const state: TestSmtpServer = {
    url: '',
    port: 0,
    received,
    refuse: false,
    refusal: { code: 451, text: 'Try again later' },
    hold: false,
    held,
    connections: 0,
    stop,
  }
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: a self-signed STARTTLS would only make the client refuse.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A stopped server drops the connections a client keeps open, as a server going down does,
    // rather than wait 30 s for them to close.
    closeTimeout: 50,
    onConnect(_session, callback) {
      state.connections++
      callback()
    },
    onRcptTo(_address, _session, callback) {
      if (!state.refuse) return callback()
      const { code, text } = state.refusal
      callback(Object.assign(new Error(text), { responseCode: code }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
        PostalMime.parse(raw).then((parsed) => {
          const mail = { envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw, parsed }
          if (state.hold) return void held.push(mail)
          received.push(mail)
          onMessage?.(mail)
          callback()
        }, callback)
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  // A sender killed mid-connection resets its socket, and the server reports it as an error
  // event; a real server notes it and serves the next sender, rather than bring its process down.
  server.on('error', () => {})
  state.port = (server.server.address() as AddressInfo).port
  state.url = `smtp://127.0.0.1:${state.port}`
  function stop() {
    return new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return state
}
