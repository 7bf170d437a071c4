import { randomBytes } from 'node:crypto'
import { FILE_BYTES } from './fuzz-send.ts'
import type { PagePost } from './page-fuzz-posts.ts'

const ODD_TYPES = [
  'application/xml',
  'multipart/mixed; boundary=x',
  ';;;',
  'application/x-www-form-urlencoded, text/plain',
  'text/html',
  'application/octet-stream',
  'multipart/form-data; boundary=',
  'application/x-www-form-urlencoded; charset=utf-16',
]

const URLENCODED = 'application/x-www-form-urlencoded'

/** A forged ALTCHA solution: well formed, signed by no one. */
const FORGED = Buffer.from(
  JSON.stringify({
    challenge: { parameters: { expiresAt: 9_999_999_999 }, signature: 'x'.repeat(64) },
    solution: { counter: 1, derivedKey: '' },
  }),
).toString('base64')

/** The post's body and content type; `solution` is a solved captcha when the post asks for one. */
export function postBytes(post: PagePost, solution?: string): { body: Buffer; type?: string } {
  const fields = [...post.fields]
  if (post.captcha === 'solved') fields.push(['grecaptcha', solution!])
  if (post.captcha === 'forged') {
    fields.push(['grecaptcha', FORGED], ['sporsmal', 'x.y'], ['sporsmal_svar', '7'])
  }
  const encoded = () => Buffer.from(urlencoded(fields))
  switch (post.damage) {
    case 'json':
      return {
        body: Buffer.from(JSON.stringify(Object.fromEntries(fields))),
        type: 'application/json',
      }
    case 'text-plain':
      return {
        body: Buffer.from(fields.map(([n, v]) => `${n}=${v}\r\n`).join('')),
        type: 'text/plain',
      }
    case 'no-content-type':
      return { body: encoded() }
    case 'odd-content-type':
      return { body: encoded(), type: ODD_TYPES[fields.length % ODD_TYPES.length] }
    case 'bad-percent':
      return {
        body: Buffer.from(`${urlencoded(fields)}&%zz=%&a%=%E0%A4%A&%C3%28=%FF%FE&%__proto__=1`),
        type: URLENCODED,
      }
    case 'empty':
      return {
        body: Buffer.alloc(0),
        type: post.encoding === 'multipart' ? multipartType('x') : URLENCODED,
      }
    case 'garbage-multipart':
      return {
        body: Buffer.concat([Buffer.from('--x\r\n\r\n'), randomBytes(200)]),
        type: multipartType('x'),
      }
    default:
      break
  }
  if (post.encoding === 'urlencoded' && !post.damage) return { body: encoded(), type: URLENCODED }
  const { body, boundary } = multipart(fields, post)
  if (post.damage === 'no-boundary') return { body, type: 'multipart/form-data' }
  if (post.damage === 'wrong-boundary') return { body, type: multipartType('other') }
  if (post.damage === 'truncated') {
    return { body: body.subarray(0, Math.floor(body.length / 2)), type: multipartType(boundary) }
  }
  return { body, type: multipartType(boundary) }
}

const multipartType = (boundary: string) => `multipart/form-data; boundary=${boundary}`

// A browser sends a lone surrogate as U+FFFD, as toWellFormed() makes it.
const encode = (text: string) => encodeURIComponent(text.toWellFormed())

function urlencoded(fields: [string, string][]) {
  return fields.map(([n, v]) => `${encode(n)}=${encode(v)}`).join('&')
}

// As a browser writes a name in a part's header: quotes and line breaks percent-encoded.
const quoted = (name: string) =>
  name.replaceAll('"', '%22').replaceAll('\r', '%0D').replaceAll('\n', '%0A')

function multipart(fields: [string, string][], post: PagePost) {
  const boundary = `----fuzz${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const [name, value] of fields) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`,
      ),
    )
  }
  if (post.file) {
    const { field, filename, bytes } = post.file
    const disposition = `form-data; name="${quoted(field)}"; filename="${quoted(filename)}"`
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      FILE_BYTES[bytes](),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), boundary }
}
