import net from 'node:net'

export interface TcpProxy {
  /** The loopback port clients connect to. */
  port: number
  /** An outage: every open connection is dropped and new ones are refused. */
  cut(): Promise<void>
  /** The end of the outage: connections are accepted and forwarded again, on the same port. */
  restore(): Promise<void>
  close(): Promise<void>
}

/**
 * A TCP proxy on loopback in front of a server (the machine's PostgreSQL), for a test to cut and
 * restore: the server itself is never touched, so other work on it goes on undisturbed.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined

  function forward(client: net.Socket) {
    const upstream = net.connect(target.port, target.host)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('error', () => drop())
      socket.on('close', () => drop())
    }
    function drop() {
      for (const socket of [client, upstream]) {
        socket.destroy()
        sockets.delete(socket)
      }
    }
    client.pipe(upstream).pipe(client)
  }

  function listen(port: number) {
    return new Promise<number>((resolve, reject) => {
      server = net.createServer(forward)
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve((server!.address() as net.AddressInfo).port))
    })
  }

  async function cut() {
    for (const socket of sockets) socket.destroy()
    sockets.clear()
    const closing = server
    server = undefined
    if (closing) await new Promise((resolve) => closing.close(resolve))
  }

  const port = await listen(0)
  return {
    port,
    cut,
    async restore() {
      if (!server) await listen(port)
    },
    close: cut,
  }
}
