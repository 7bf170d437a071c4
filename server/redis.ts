import { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { loggableError } from './logger.ts'

/**
 * The Redis connection processes share rate-limit counters through (REDIS_URL). Commands fail
 * at once while it is down rather than wait in a queue: a limit is then let through, and the
 * connection keeps trying in the background. Only codes and messages are logged, never keys
 * (they hold client addresses).
 */
export function connectRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  let down = false
  redis.on('error', (error: unknown) => {
    if (!down)
      logger.warn({ err: loggableError(error) }, 'redis unavailable: rate limits not shared')
    down = true
  })
  redis.on('ready', () => {
    if (down) logger.info('redis available again')
    down = false
  })
  return redis
}
