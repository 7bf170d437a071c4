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
}

/**
 * Sends `connections` requests at a time to one URL for `seconds`, and answers the latency
 * percentiles of every response, the rate, and the server's resident memory meanwhile (read
 * from /proc every 100 ms).
 */
export async function load(
  url: string,
  { connections, seconds, serverPid }: { connections: number; seconds: number; serverPid: number },
): Promise<LoadFigures> {
  const latencies: number[] = []
  let peakRss = residentBytes(serverPid)
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, residentBytes(serverPid))
  }, 100)
  try {
    const instance = autocannon({ url, connections, duration: seconds, timeout: 30 })
    instance.on('response', (_client, _status, _bytes, milliseconds) => {
      latencies.push(milliseconds)
    })
    const result = await instance
    latencies.sort((a, b) => a - b)
    return {
      requestsPerSecond: result.requests.total / result.duration,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      failures: result.non2xx + result.errors + result.timeouts,
      peakRss,
    }
  } finally {
    clearInterval(sampler)
  }
}

function percentile(sorted: number[], fraction: number): number {
  if (!sorted.length) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] as number
}

/** A line of /proc/<pid>/status in bytes: VmRSS now, VmHWM the peak since the process began. */
export function residentBytes(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]
  return Number(kilobytes ?? 0) * 1024
}
