import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'

export interface LoadFigures {
  requestsPerSecond: number
  p50: number
  p95: number
  p99: number
  /** Responses that were not 2xx, and connection errors and timeouts. */
  failures: number
  /** The server's largest resident set seen while the load ran, in bytes. */
  peakRss: number
  /** With a list of requests: the latencies of each kind, sorted, in ms. */
  byKind: Map<string, number[]>
}

/** One request of a list that each connection walks through in order, round and round. */
export interface LoadRequest {
  /** What the request stands for in the figures (home, product page, image …). */
  kind: string
  /** Path and query string. */
  path: string
  headers?: Record<string, string>
}

/**
 * Sends `connections` requests at a time to one URL (or, with `requests`, to the list's paths
 * on its origin) for `seconds`, and answers the latency percentiles of every response, the
 * rate, and the server's resident memory meanwhile (read from /proc every 100 ms).
 */
export async function load(
  url: string,
  {
    connections,
    seconds,
    serverPid,
    requests,
    connectionHeaders,
  }: {
    connections: number
    seconds: number
    serverPid: number
    requests?: LoadRequest[]
    /** Headers of each connection in turn (a signed-in person's cookie, say), with one URL. */
    connectionHeaders?: Record<string, string>[]
  },
): Promise<LoadFigures> {
  const latencies: number[] = []
  const byKind = new Map<string, number[]>()
  let peakRss = residentBytes(serverPid)
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, residentBytes(serverPid))
  }, 100)
  // autocannon calls a request's onResponse just before it emits the response's latency, on the
  // same client and in the same tick, so this names the kind of the response being counted.
  let answered = ''
  let connection = 0
  try {
    const instance = autocannon({
      url,
      connections,
      duration: seconds,
      timeout: 30,
      setupClient: connectionHeaders?.length
        ? (client) => client.setHeaders(connectionHeaders[connection++ % connectionHeaders.length]!)
        : undefined,
      requests: requests?.map(({ kind, path, headers }) => ({
        method: 'GET',
        path,
        headers,
        onResponse: () => {
          answered = kind
        },
      })),
    })
    instance.on('response', (_client, _status, _bytes, milliseconds) => {
      latencies.push(milliseconds)
      if (!requests) return
      const kind = byKind.get(answered) ?? []
      if (!kind.length) byKind.set(answered, kind)
      kind.push(milliseconds)
    })
    const result = await instance
    latencies.sort((a, b) => a - b)
    for (const kind of byKind.values()) kind.sort((a, b) => a - b)
    return {
      requestsPerSecond: result.requests.total / result.duration,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      failures: result.non2xx + result.errors + result.timeouts,
      peakRss,
      byKind,
    }
  } finally {
    clearInterval(sampler)
  }
}

export function percentile(sorted: number[], fraction: number): number {
  if (!sorted.length) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] as number
}

/** A line of /proc/<pid>/status in bytes: VmRSS now, VmHWM the peak since the process began. */
export function residentBytes(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]
  return Number(kilobytes ?? 0) * 1024
}

/** User and system CPU time of a process so far, from /proc (clock ticks of 10 ms). */
export function cpuMilliseconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}
