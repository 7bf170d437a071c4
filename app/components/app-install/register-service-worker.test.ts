import { describe, expect, it, vi } from 'vitest'
import {
  NO_SERVICE_WORKER_WARNING,
  registerServiceWorker,
  SKIP_WAITING_MESSAGE,
  UPDATE_INTERVAL_MS,
  type ServiceWorkerHost,
} from './register-service-worker.ts'

class FakeWorker extends EventTarget {
  state = 'installing'
  postMessage = vi.fn()
  become(state: string) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null
  installing: FakeWorker | null = null
  update = vi.fn(async () => undefined)
}

function fakeBrowser({ controlled = true, waiting = false } = {}) {
  const registration = new FakeRegistration()
  if (waiting) registration.waiting = new FakeWorker()
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker() : null,
    register: vi.fn(async () => registration),
  })
  const tasks: Array<{ milliseconds: number; task: () => void }> = []
  const host = {
    serviceWorker: container as unknown as ServiceWorkerContainer,
    reload: vi.fn(),
    every: (milliseconds: number, task: () => void) => void tasks.push({ milliseconds, task }),
    warn: vi.fn(),
  } satisfies ServiceWorkerHost
  const newWorkerInstalls = () => {
    const worker = new FakeWorker()
    registration.installing = worker
    registration.dispatchEvent(new Event('updatefound'))
    worker.become('installed')
    return worker
  }
  const takeOver = () => container.dispatchEvent(new Event('controllerchange'))
  return { host, container, registration, tasks, newWorkerInstalls, takeOver }
}

describe('registerServiceWorker', () => {
  it('warns, as the spec says, and registers nothing without service worker support', async () => {
    const warn = vi.fn()
    const every = vi.fn()
    const result = await registerServiceWorker({
      serviceWorker: undefined,
      reload: vi.fn(),
      every,
      warn,
    })
    expect(result).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(NO_SERVICE_WORKER_WARNING)
    expect(NO_SERVICE_WORKER_WARNING).toMatch(/installed-app feature will not be configured/)
    expect(every).not.toHaveBeenCalled()
  })

  it('registers /sw.js for the whole site, bypassing the HTTP cache for the script', async () => {
    const { host, container } = fakeBrowser()
    await registerServiceWorker(host)
    expect(container.register).toHaveBeenCalledWith('/sw.js', {
      scope: '/',
      updateViaCache: 'none',
    })
  })

  it('asks the server for a new worker every five minutes', async () => {
    const { host, registration, tasks } = fakeBrowser()
    await registerServiceWorker(host)
    expect(tasks).toHaveLength(1)
    expect(tasks[0]?.milliseconds).toBe(5 * 60 * 1000)
    expect(UPDATE_INTERVAL_MS).toBe(300_000)
    tasks[0]?.task()
    tasks[0]?.task()
    expect(registration.update).toHaveBeenCalledTimes(2)
  })

  it('survives a failed update check (offline)', async () => {
    const { host, registration, tasks } = fakeBrowser()
    registration.update.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await registerServiceWorker(host)
    expect(() => tasks[0]?.task()).not.toThrow()
    await Promise.resolve()
  })

  it('activates an update that installs while the page is open, then reloads once', async () => {
    const { host, newWorkerInstalls, takeOver } = fakeBrowser()
    await registerServiceWorker(host)
    const worker = newWorkerInstalls()
    expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE)
    expect(host.reload).not.toHaveBeenCalled()
    takeOver()
    takeOver()
    expect(host.reload).toHaveBeenCalledTimes(1)
  })

  it('activates a worker that was already waiting when the page loaded', async () => {
    const { host, registration } = fakeBrowser({ waiting: true })
    await registerServiceWorker(host)
    expect(registration.waiting?.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE)
  })

  it('neither hurries nor reloads on a first visit, when no worker controlled the page', async () => {
    const { host, newWorkerInstalls, takeOver } = fakeBrowser({ controlled: false })
    await registerServiceWorker(host)
    const worker = newWorkerInstalls()
    takeOver()
    expect(worker.postMessage).not.toHaveBeenCalled()
    expect(host.reload).not.toHaveBeenCalled()
  })
})
