import { cpuMilliseconds, load, percentile, type LoadFigures, type LoadRequest } from './load.ts'
import { ms } from './report.ts'

export interface Step {
  connections: number
  figures: LoadFigures
  /** The server process's CPU per response (Node only; PostgreSQL's backends not counted). */
  serverCpuMs: number
  /** This process's CPU per response: autocannon, the load generator, on the same cores. */
  generatorCpuMs: number
}

export interface RiseOptions {
  url: string
  requests?: LoadRequest[]
  serverPid: number
  /** Connections of each step, rising. */
  steps: number[]
  seconds: number
  /** A step is held when its p99 is at most this, in ms, and nothing failed. */
  limitMs: number
  log: (line: string) => void
}

export const STEP_HEADING =
  '| connections | req/s | p50 ms | p99 ms | failures | server CPU ms/req | autocannon CPU ms/req |\n' +
  '| --- | --- | --- | --- | --- | --- | --- |'

/**
 * Runs the load at each step's number of connections in turn, printing a row per step, until a
 * step's p99 passes the limit or a request fails (or the steps run out). Answers every step run
 * and the last one held, if any was.
 */
export async function riseUntilSlow(options: RiseOptions): Promise<{ steps: Step[]; held?: Step }> {
  const steps: Step[] = []
  let held: Step | undefined
  for (const connections of options.steps) {
    const serverBefore = cpuMilliseconds(options.serverPid)
    const generatorBefore = process.cpuUsage()
    const figures = await load(options.url, {
      connections,
      seconds: options.seconds,
      serverPid: options.serverPid,
      requests: options.requests,
    })
    const responses = Math.max(1, figures.requestsPerSecond * options.seconds)
    const generator = process.cpuUsage(generatorBefore)
    const step: Step = {
      connections,
      figures,
      serverCpuMs: (cpuMilliseconds(options.serverPid) - serverBefore) / responses,
      generatorCpuMs: (generator.user + generator.system) / 1000 / responses,
    }
    steps.push(step)
    options.log(stepRow(step))
    if (figures.failures > 0 || !(figures.p99 <= options.limitMs)) break
    held = step
  }
  return { steps, held }
}

function stepRow({ connections, figures, serverCpuMs, generatorCpuMs }: Step): string {
  return (
    `| ${connections} | ${figures.requestsPerSecond.toFixed(0)} | ${ms(figures.p50)} | ` +
    `${ms(figures.p99)} | ${figures.failures} | ${serverCpuMs.toFixed(2)} | ` +
    `${generatorCpuMs.toFixed(2)} |`
  )
}

/** Per kind of request at one step: its share of the responses, p50 and p99. */
export function kindTable(figures: LoadFigures): string[] {
  const total = [...figures.byKind.values()].reduce((sum, kind) => sum + kind.length, 0)
  const rows = [...figures.byKind]
    .sort(([, a], [, b]) => percentile(b, 0.99) - percentile(a, 0.99))
    .map(
      ([kind, latencies]) =>
        `| ${kind} | ${((100 * latencies.length) / total).toFixed(0)} % | ` +
        `${ms(percentile(latencies, 0.5))} | ${ms(percentile(latencies, 0.99))} |`,
    )
  return ['| kind | share | p50 ms | p99 ms |', '| --- | --- | --- | --- |', ...rows]
}
