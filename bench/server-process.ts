import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.ts'

export interface ServerProcess {
  pid: number
  /** Base URL of the API, on loopback. */
  baseUrl: string
  /** The database URL the server's pool uses (for the embedded PGlite, its loopback socket). */
  databaseUrl: string
  /** How long the search index took to build before the server listened. */
  indexBuildMs: number
  stop(): Promise<void>
}

const script = fileURLToPath(new URL('./serve.ts', import.meta.url))

/** Starts bench/serve.ts in a child process and waits until it listens. */
export async function startServer(args: string[]): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`bench/serve.ts exited with code ${code} before it listened`)
  })
  const lines = createInterface({ input: child.stdout })
  const ready = (async () => {
    for await (const line of lines) {
      if (line.startsWith('{'))
        return JSON.parse(line) as {
          port: number
          databaseUrl: string
          indexBuildMs: number
        }
    }
    throw new Error('bench/serve.ts closed its output before it listened')
  })()
  const { port, databaseUrl, indexBuildMs } = await Promise.race([ready, exited])
  exited.catch(() => {})
  return {
    pid: child.pid!,
    baseUrl: `http://127.0.0.1:${port}`,
    databaseUrl,
    indexBuildMs,
    stop: () => stop(child),
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}
