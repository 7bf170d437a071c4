import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

export interface SmtpSink {
  /** smtp://127.0.0.1:port */
  url: string
  /** Stops the sink; answers how many messages and bytes it accepted, and the CPU it used. */
  stop(): Promise<{ accepted: number; bytes: number; cpuSeconds: number }>
}

const script = fileURLToPath(new URL('./smtp-sink.ts', import.meta.url))

/** Starts bench/smtp-sink.ts in a child process and waits until it listens. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] })
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  const next = async () => {
    const line = await lines.next()
    if (line.done) throw new Error('bench/smtp-sink.ts closed its output')
    return JSON.parse(line.value) as Record<string, number>
  }
  const { port } = await next()
  return {
    url: `smtp://127.0.0.1:${port}`,
    async stop() {
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      const counts = await next()
      await exited
      return {
        accepted: counts.accepted ?? 0,
        bytes: counts.bytes ?? 0,
        cpuSeconds: counts.cpuSeconds ?? 0,
      }
    },
  }
}
