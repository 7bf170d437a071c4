import http from 'node:http'
import type { Socket } from 'node:net'

/** A page's answer, as much of it as the page fuzz test looks at. */
export interface PageAnswer {
  status: number
  contentType: string
  body: string
  retryAfter?: string
  /** Where a redirect sends the browser. */
  location?: string
  /** The server closed the connection before answering (allowed only past a body limit). */
  closed?: string
}

const ANSWER_WITHIN_MS = 15_000

/**
 * Posts over a few kept-alive connections, as a proxy in front of the server would, naming the
 * client in X-Forwarded-For (the server runs with TRUST_PROXY=loopback). `headers` go with every
 * post: a signed-in browser's session cookie and its page's Origin.
 */
export function pageClient(origin: URL, connections: number, headers: Record<string, string> = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  // What each connection carried last: a request that stalls may be stuck behind it.
  const carried = new WeakMap<Socket, string>()
  function post(
    path: string,
    body: Buffer,
    type: string | undefined,
    address: string,
    label = path,
  ) {
    return new Promise<PageAnswer>((resolve, reject) => {
      const sent: http.OutgoingHttpHeaders = {
        ...headers,
        'content-length': body.length,
        'x-forwarded-for': address,
        'accept-encoding': 'identity',
      }
      if (type !== undefined) sent['content-type'] = type
      const request = http.request(new URL(path, origin), {
        method: 'POST',
        agent,
        headers: sent,
      })
      let answered = false
      let before: string | undefined
      request.on('socket', (socket) => {
        before = carried.get(socket)
        carried.set(socket, label)
      })
      request.setTimeout(ANSWER_WITHIN_MS, () => {
        const previous = before ? `; before it on this connection: ${before}` : ''
        request.destroy(new Error(`no answer in ${ANSWER_WITHIN_MS} ms${previous}`))
      })
      request.on('response', (response) => {
        answered = true
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
            retryAfter: response.headers['retry-after'],
            location: response.headers.location,
          }),
        )
      })
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (answered) return
        // A server that refuses a large body may close the connection while it is being sent.
        if (error.code === 'EPIPE' || error.code === 'ECONNRESET') {
          resolve({ status: 0, contentType: '', body: '', closed: error.code })
        } else reject(error)
      })
      request.end(body)
    })
  }
  return { post, close: () => agent.destroy() }
}
