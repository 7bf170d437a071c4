import { pino, type Logger } from 'pino'
import type { Env } from './env.ts'

/**
 * One pino logger for the process: readable lines in development, JSON in production. Requests
 * are logged by path only: query strings can hold search text and links can hold tokens, and
 * neither belongs in a log.
 */
export function createLogger(env: Env): Logger {
  return pino({
    level: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        path: request.url.split('?')[0],
      }),
    },
    ...(env.NODE_ENV === 'development'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  })
}
