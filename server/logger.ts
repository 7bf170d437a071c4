import { pino, type DestinationStream, type Logger } from 'pino'
import type { Env } from './env.ts'

/**
 * One pino logger for the process: readable lines in development, JSON in production. Requests
 * are logged by path only: query strings can hold search text and links can hold tokens, and
 * neither belongs in a log. Errors are logged through `loggableError`. A destination may be
 * given (a test reads the lines); by default they go to standard output.
 */
export function createLogger(env: Env, destination?: DestinationStream): Logger {
  const options = {
    level: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        path: request.url.split('?')[0],
      }),
      err: loggableError,
    },
  }
  if (destination) return pino(options, destination)
  return pino({
    ...options,
    ...(env.NODE_ENV === 'development'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  })
}

/**
 * An error as a log line may hold it. Drizzle writes a failed query's parameters (what a person
 * typed) into its message, and PostgreSQL quotes the offending values in `detail`: both stay
 * out. The SQL text (placeholders only), the codes, the constraint and the stack remain.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: typeof error === 'string' ? error : 'unknown' }
  const { query, code, constraint } = error as {
    query?: unknown
    code?: unknown
    constraint?: unknown
  }
  const message = typeof query === 'string' ? `Failed query: ${query}` : error.message
  const frames = error.stack?.split('\n').filter((line) => line.startsWith('    at ')) ?? []
  return {
    type: error.name,
    message,
    code,
    constraint,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
    cause: error.cause && depth < 3 ? loggableError(error.cause, depth + 1) : undefined,
  }
}
