import { isIP } from 'node:net'
import { z } from 'zod'

/**
 * Whose X-Forwarded-For the app believes, in the forms Fastify's `trustProxy` takes: `false`
 * (no one's: the socket's address is the client's), a number of proxy hops in front of the app,
 * or the addresses and CIDR ranges of those proxies (`loopback`, `linklocal` and `uniquelocal`
 * name the usual private ranges).
 */
export type TrustProxy = false | number | string[]

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** An address, a CIDR range (10.0.0.0/8, fd00::/8) or a named range. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  const bits = Number(prefix)
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY as the environment spells it: unset, empty or `false`; a number of hops; or a
 * comma-separated list. `true` (believe every hop) is refused: anyone could then name their own
 * address and get past the per-address rate limits.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .transform((value, context): TrustProxy => {
    if (!value || value === 'false') return false
    if (/^\d+$/.test(value)) return Number(value)
    const entries = value.split(',').map((entry) => entry.trim())
    const wrong = entries.filter((entry) => !isProxyAddress(entry))
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `expected false, a number of proxy hops, or proxy addresses and CIDR ranges separated by commas; not ${wrong.map((entry) => `"${entry}"`).join(', ')}`,
      })
      return z.NEVER
    }
    return entries
  })
