import { afterEach, describe, expect, it } from 'vitest'
import { DEVELOPMENT_CAPTCHA_SECRET } from '../domain/captcha/captcha.ts'
import { solveCaptcha } from '../tests/support/captcha.ts'
import {
  listeningAddress,
  startServerProcess,
  startSlowPost,
  type ServerProcess,
} from '../tests/support/server-process.ts'

// Real processes of `node server/server.ts`: each starts an embedded database, which takes seconds.
const started: ServerProcess[] = []
afterEach(() => {
  for (const server of started.splice(0)) server.child.kill('SIGKILL')
})

function start(env: Record<string, string>) {
  const server = startServerProcess(env)
  started.push(server)
  return server
}

describe('node server/server.ts', { timeout: 120_000 }, () => {
  it('refuses to start a deployment on the development captcha key', async () => {
    const server = start({
      NODE_ENV: 'production',
      // Never reached: the configuration is refused before the database is opened.
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
      CAPTCHA_SECRET: DEVELOPMENT_CAPTCHA_SECRET,
      SMTP_URL: 'smtp://127.0.0.1:1',
      PUBLIC_URL: 'https://farligeprodukter.example.no',
    })
    expect(await server.exited).not.toBe(0)
    expect(server.stderr()).toContain('CAPTCHA_SECRET must not be the development value')
  })

  it('on SIGTERM refuses new connections, finishes the request in flight, then exits 0', async () => {
    const server = start({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATA_DIR: 'memory://',
      DEMO_DATA: 'false',
      CAPTCHA_COST: '1',
      CAPTCHA_MAX_COUNTER: '20',
    })
    const origin = await listeningAddress(server)
    const challenge = await (await fetch(new URL('/api/v1/captcha/challenge', origin))).json()
    const grecaptcha = encodeURIComponent(await solveCaptcha(challenge))
    const body = JSON.stringify({ navn: 'Kari', epost: 'kari.shutdown@example.no' })

    // A slow client: the headers and a little of the body now, the rest after the signal.
    const upload = startSlowPost(
      new URL(`/api/v1/abonnement?grecaptcha=${grecaptcha}`, origin),
      body,
    )
    await server.waitForLog(
      (log) => (log.req as { path?: string } | undefined)?.path === '/api/v1/abonnement',
    )

    server.child.kill('SIGTERM')
    await server.waitForLog((log) => String(log.msg).startsWith('shutting down'))
    await expect(fetch(new URL('/health', origin))).rejects.toThrow()

    const { status, text, headers } = await upload.finish()
    // Saved, its e-mail queued: the database was still there for the request in flight.
    expect(status).toBe(202)
    expect(JSON.parse(text).type).toBe('SUBSCRIPTION_CREATED')
    // Not kept alive for the client's next request, which would hold the shutdown open.
    expect(headers.connection).toBe('close')
    expect(await server.exited).toBe(0)
    const messages = server.logs.map((log) => log.msg)
    const at = (message: string) => messages.lastIndexOf(message)
    expect(at('request completed')).toBeGreaterThan(-1)
    expect(at('jobs stopped')).toBeGreaterThan(at('request completed'))
    expect(at('database closed')).toBeGreaterThan(at('jobs stopped'))
    expect(at('shut down')).toBeGreaterThan(at('database closed'))
  })

  it('serves metrics only on the metrics port, counting requests by route pattern', async () => {
    const server = start({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATA_DIR: 'memory://',
      DEMO_DATA: 'false',
      METRICS_PORT: '0',
    })
    const origin = await listeningAddress(server)
    const served = await server.waitForLog((log) => log.msg === 'metrics served at /metrics')
    const metricsUrl = `http://127.0.0.1:${String(served.port)}/metrics`
    expect((await fetch(new URL('/api/v1/produkt/987654', origin))).status).toBe(404)
    // The site's port has no metrics: /metrics there is an ordinary page address (a 404 page,
    // or an error where the pages are not built), never the figures.
    const onSitePort = await fetch(new URL('/metrics', origin))
    expect(onSitePort.status).not.toBe(200)
    expect(await onSitePort.text()).not.toContain('fp_http_requests_total')

    const text = await (await fetch(metricsUrl)).text()
    expect(text).toMatch(
      /fp_http_requests_total\{method="GET",route="\/api\/v1\/produkt\/:id",status_code="404"\} 1/,
    )
    expect(text).toMatch(
      /fp_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/produkt\/:id"\} 1/,
    )
    expect(text).not.toContain('987654')
    expect(text).toMatch(/fp_mail_outbox_messages\{state="due"\} 0/)
    expect(text).toContain('fp_mail_sent_total 0')
    expect(text).toContain('process_resident_memory_bytes')
  })
})
