import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.ts'

export interface ServerProcess {
  child: ChildProcess
  /** Every JSON log line so far, parsed. */
  logs: Array<Record<string, unknown>>
  /** The text the process wrote to stderr (a refusal to start). */
  stderr: () => string
  exited: Promise<number | null>
  /** Resolves with the first log line for which `match` is true. */
  waitForLog(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>
}

const serverEntry = path.resolve(import.meta.dirname, '../../server/server.ts')

/**
 * `node server/server.ts` as production runs it, in a child process of its own, with its JSON logs
 * read line by line. PORT 0 lets the system choose; `listeningAddress` tells which it chose.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: Array<Record<string, unknown>> = []
  const waiting = new Set<() => void>()
  let buffered = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk
    const lines = buffered.split('\n')
    buffered = lines.pop() ?? ''
    for (const line of lines) {
      if (line.startsWith('{')) logs.push(JSON.parse(line) as Record<string, unknown>)
    }
    for (const check of waiting) check()
  })
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return {
    child,
    logs,
    stderr: () => stderr,
    exited,
    waitForLog(match) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = logs.find(match)
          if (found) {
            waiting.delete(check)
            resolve(found)
          }
        }
        waiting.add(check)
        check()
        void exited.then(() => {
          if (waiting.delete(check)) reject(new Error(`the server exited: ${stderr}`))
        })
      })
    },
  }
}

/** The address the process listens on, from Fastify's 'Server listening at' line. */
export async function listeningAddress(server: ServerProcess): Promise<URL> {
  const line = await server.waitForLog((log) => String(log.msg).startsWith('Server listening at'))
  return new URL(String(line.msg).replace('Server listening at ', ''))
}

/**
 * A slow client: posts JSON with its headers and the first bytes of its body now, and the rest
 * when `finish` is called, which resolves with the answer. Until then the request is in flight.
 */
export function startSlowPost(url: URL, body: string) {
  const request = http.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  })
  const answer = new Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      request.on('response', (response) => {
        let text = ''
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text, headers: response.headers }),
        )
      })
      request.on('error', reject)
    },
  )
  request.write(body.slice(0, 10))
  return {
    finish() {
      request.end(body.slice(10))
      return answer
    },
  }
}
