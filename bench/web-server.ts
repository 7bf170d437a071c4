import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { startServerProcess, type ServerProcess } from '../tests/support/server-process.ts'

export interface WebServer {
  process: ServerProcess
  origin: URL
  stop(): Promise<void>
}

/** What the product needs to start in production on a PostgreSQL database, for a bench. */
export const productionEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  DEMO_DATA: 'false',
  CAPTCHA_SECRET: randomBytes(24).toString('base64'),
  // Nothing is sent during a bench; production refuses to start without a mail server.
  SMTP_URL: 'smtp://127.0.0.1:9',
  // Production on PostgreSQL takes only an https address (the staff cookies are then the
  // `__Host-` ones); nothing follows its links here.
  PUBLIC_URL: 'https://farligeprodukter.example.no',
})

/** Stops the bench when there is no production build to serve. */
export function requireBuild() {
  if (!existsSync('build/server/index.js')) {
    console.error('No build: run `npm run build` first.')
    process.exit(2)
  }
}

/**
 * `node server/server.ts` (the whole product, production build) in a child process on loopback, once
 * /ready answers. Request logging is off (LOG_LEVEL warn), as it would cost the figures, and so
 * Fastify's 'listening' line is not written: the port is chosen here.
 */
export async function startWebServer(env: Record<string, string>): Promise<WebServer> {
  const port = await freePort()
  const server = startServerProcess({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // The load comes from one address, far faster than a person's: reads are not limited.
    RATE_LIMIT_READS_PER_MINUTE: String(Number.MAX_SAFE_INTEGER),
    ...env,
    ...(process.env.SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS } : {}),
    PORT: String(port),
  })
  const stop = async () => {
    if (server.child.exitCode === null) server.child.kill('SIGTERM')
    await server.exited
  }
  const origin = new URL(`http://127.0.0.1:${port}`)
  try {
    await untilReady(origin, server)
  } catch (error) {
    await stop()
    throw error
  }
  return { process: server, origin, stop }
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => probe.once('listening', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** Waits for /ready: migrations and demo data are done before the server listens. */
async function untilReady(origin: URL, server: ServerProcess) {
  for (let tries = 0; tries < 600; tries++) {
    if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.stderr()}`)
    const ready = await fetch(new URL('/ready', origin)).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the server did not become ready in two minutes')
}
