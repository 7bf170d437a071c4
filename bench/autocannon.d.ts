// autocannon ships no types; these are the parts bench/load.ts uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    /** Called with each response to this request, before the 'response' event. */
    onResponse?: (status: number, body: string) => void
  }

  interface Options {
    url: string
    connections?: number
    /** Seconds. */
    duration?: number
    /** Seconds before a request counts as timed out. */
    timeout?: number
    /** Each connection sends these in order, round and round, on the url's origin. */
    requests?: Request[]
    /** Called once for each connection as it starts. */
    setupClient?: (client: Client) => void
  }

  interface Client {
    /** The headers this connection sends with every request from now on. */
    setHeaders(headers: Record<string, string>): void
  }

  interface Result {
    requests: { total: number; average: number }
    duration: number
    errors: number
    timeouts: number
    non2xx: number
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, milliseconds: number) => void,
    ): this
  }

  function autocannon(options: Options): Instance
  export default autocannon
}
