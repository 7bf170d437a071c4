import fc from 'fast-check'
import { bodyArbitrary, type FuzzBody, type KnownValues } from './fuzz-bodies.ts'
import type { FuzzRoute, JsonSchema } from './fuzz-routes.ts'
import { broken, nastyValue, plausible } from './fuzz-values.ts'

export type { KnownValues } from './fuzz-bodies.ts'

/** One request: small to print, so fast-check's counterexample can be read. */
export interface FuzzRequest {
  route: string
  method: string
  url: string
  headers: Record<string, string>
  body?: FuzzBody
  /** `solved` gets a fresh captcha solution from the app when sent; `forged` a fake one. */
  captcha: 'none' | 'solved' | 'forged'
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const

/** Requests to one route: its parameters, query and body plausible or broken, seldom right. */
export function routeRequest(route: FuzzRoute, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.oneof(
        { weight: 12, arbitrary: fc.constant(route.method) },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      path: pathArbitrary(route, known),
      query: queryArbitrary(route.query),
      body: bodyArbitrary(route, known),
      headers: headersArbitrary,
      captcha: route.captcha
        ? fc.constantFrom('none', 'solved', 'solved', 'forged')
        : fc.constant('none' as const),
    })
    .map(({ method, path, query, body, headers, captcha }) =>
      printable({
        route: `${route.method} ${route.path}`,
        method,
        url: query ? `${path}?${query}` : path,
        headers,
        body: method === 'GET' || method === 'HEAD' ? undefined : body,
        captcha,
      }),
    )
}

/** Requests to made-up paths under /api/v1, with any method. */
export function randomPathRequest(routes: FuzzRoute[]): fc.Arbitrary<FuzzRequest> {
  const pieces = [...new Set(routes.flatMap((route) => route.path.split('/')).filter(Boolean))]
  const segment = fc.oneof(
    fc.constantFrom(...pieces),
    fc.string({ unit: 'grapheme', maxLength: 20 }).map(encode),
    fc.constantFrom('..', '%2e%2e', '%2F', '%', '%zz', '%00', '~', 'x'.repeat(3_000), '', '.'),
  )
  return fc
    .record({
      method: fc.constantFrom(...METHODS),
      segments: fc.array(segment, { maxLength: 6 }),
      query: fc.option(queryArbitrary({}), { nil: undefined }),
      headers: headersArbitrary,
    })
    .map(({ method, segments, query, headers }) => {
      const path = `/api/v1/${segments.join('/')}`
      return printable({
        route: 'random path',
        method,
        url: query ? `${path}?${query}` : path,
        headers,
        captcha: 'none',
      })
    })
}

const headersArbitrary: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc
      .subarray([
        ['accept', 'text/html'],
        ['accept', 'application/xml;q=0.1, */*;q=0'],
        ['accept-language', 'nn'],
        ['if-none-match', '*'],
        ['if-none-match', 'W/"garbage"'],
        ['x-forwarded-for', 'not-an-address, 999.1.1.1'],
        ['x-forwarded-proto', 'gopher'],
        ['accept-encoding', 'gzip;q=abc'],
        ['range', 'bytes=5-1'],
      ] as const)
      .map((pairs) => Object.fromEntries(pairs)),
  },
)

function pathArbitrary(route: FuzzRoute, known: KnownValues): fc.Arbitrary<string> {
  const names = Object.keys(route.params)
  if (!names.length) return fc.constant(route.path)
  const value = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: knownParameter(name, route.params[name]!, known) },
      { weight: 3, arbitrary: broken(route.params[name]).map(asText).map(encode) },
      { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '..', '%2F', '%00', ' ', '1;1', '1.0') },
    )
  return fc
    .tuple(...names.map(value))
    .map((values) =>
      names.reduce((path, name, index) => path.replace(`:${name}`, values[index]!), route.path),
    )
}

function knownParameter(name: string, schema: JsonSchema, known: KnownValues) {
  const existing = schema.type === 'integer' ? known.subscriptionIds.map(String) : known.references
  const choices = [plausible(schema, name).map(asText).map(encode)]
  if (existing.length) choices.push(fc.constantFrom(...existing))
  return name === 'pnr'
    ? fc.oneof(...choices, fc.constantFrom('0150', '7010', '150'))
    : fc.oneof(...choices)
}

function queryArbitrary(query: Record<string, JsonSchema>): fc.Arbitrary<string> {
  return fc.oneof(queryWith(query, false), queryWith(query, true), queryWith(query, true))
}

/** A query of plausible values only, or (`dirty`) with broken ones, strangers and stray bytes. */
function queryWith(query: Record<string, JsonSchema>, dirty: boolean): fc.Arbitrary<string> {
  const names = Object.keys(query).filter((name) => name !== 'grecaptcha')
  const entry = (name: string): fc.Arbitrary<[string, unknown] | undefined> =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(undefined) },
      {
        weight: 3,
        arbitrary: plausible(query[name], name).map((value): [string, unknown] => [name, value]),
      },
      {
        weight: dirty ? 2 : 0,
        arbitrary: broken(query[name]).map((value): [string, unknown] => [name, value]),
      },
    )
  const stranger = fc.tuple(
    fc.oneof(fc.constantFrom(...names, 'grecaptcha', 'a[b]'), fc.string()),
    nastyValue,
  )
  const extra = dirty ? fc.array(stranger, { maxLength: 2 }) : fc.constant([])
  const tail = dirty
    ? fc.constantFrom('', '', '', '', '&', '&&=&', '&%zz', '&%', '&a=%ff%fe', '&q=%00')
    : fc.constant('')
  return fc.tuple(fc.tuple(...names.map(entry)), extra, tail).map(([entries, extras, rest]) => {
    const pairs = [...entries.filter((pair) => pair !== undefined), ...extras]
    // An array where a scalar belongs is sent as the key repeated, as a browser would.
    const parts = pairs.flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) => `${encode(name)}=${encode(asText(item))}`,
      ),
    )
    return parts.join('&') + rest
  })
}

/** The request as fast-check prints a counterexample: long bodies and URLs cut short. */
function printable(request: FuzzRequest): FuzzRequest {
  return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) })
}

export function describeRequest(request: FuzzRequest): string {
  const body = request.body ? JSON.stringify(request.body).slice(0, 300) : 'none'
  const headers = JSON.stringify(request.headers)
  return `${request.method} ${request.url.slice(0, 300)} (${request.route}; captcha ${request.captcha}; headers ${headers}; body ${body})`
}

/** Any value as a query or path text: strings as they are, the rest as JSON. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === undefined) return ''
  // JSON.stringify leaves out only functions and symbols, whose own toString names them.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- see above
  return JSON.stringify(value) ?? String(value)
}

/** encodeURIComponent that also takes lone surrogates, which a client may still send. */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')
  }
}
