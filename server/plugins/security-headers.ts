import { randomBytes } from 'node:crypto'
import { fastifyHelmet } from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's Content-Security-Policy nonce, for the scripts a page renders. */
    cspNonce: string
  }
}

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security: only in production, where the site is served over HTTPS. */
  hsts: boolean
  /** Vite's development server injects styles and a WebSocket: a looser policy, never built. */
  development?: boolean
  /** Origins a form may be sent on to besides this one: the identity provider's (staff sign-in). */
  formTargets?: () => string[]
}

/**
 * Powerful browser features the site never uses, switched off for it and anything it embeds; the
 * camera is for this origin alone, which reads barcodes with it (decision 044).
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=(self)',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ')

/**
 * The policy of decision 013: everything from this origin only, scripts and styles only from
 * here or carrying this request's nonce, nothing may frame the site, no form posts elsewhere
 * (but on to the staff's identity provider, where the sign-in button's post is redirected).
 * Styles set from script (React's style prop, the captcha widget) go through the CSSOM, which
 * no policy restricts; a style attribute in the server's HTML would be refused.
 */
export function contentSecurityPolicy(
  nonce: string,
  development = false,
  formTargets: string[] = [],
): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // WebAssembly compiled from this site's own file (the barcode reader), never a string eval.
    'script-src': ["'self'", `'nonce-${nonce}'`, "'wasm-unsafe-eval'"],
    'style-src': development ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", ...formTargets],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/**
 * Security headers on every answer: pages, API, assets, images and errors alike. Helmet gives
 * the standard set; the Content-Security-Policy is our own, because React Router puts one nonce
 * on scripts and style elements alike and Helmet would make two. Registered before any route,
 * so its hooks run for every route and for the not-found handler.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { hsts, development = false, formTargets = () => [] }: SecurityHeaderOptions,
) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    // One year, and for the names under the site's own (includeSubDomains binds only those, never
    // a parent domain), so none of them can be reached over plain HTTP to set a cookie the site
    // would read. Not preload, which commits the whole registered domain (decision 034).
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Search text is in our addresses: another site learns nothing of it, not even our path.
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  })
  app.decorateRequest('cspNonce', '')
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = randomBytes(16).toString('base64')
    reply.header(
      'content-security-policy',
      contentSecurityPolicy(request.cspNonce, development, formTargets()),
    )
    reply.header('permissions-policy', PERMISSIONS_POLICY)
  })
}
