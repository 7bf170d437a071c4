import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import {
  ServerRouter,
  isRouteErrorResponse,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router'
import { cspNonceContext } from '#app-context'
import { isOutage, OUTAGE_ANSWER } from '../domain/site/outage.ts'
import { RequestReference } from './components/error-page/error-reference.tsx'
import { hydrateAfterPaint } from './components/head/hydrate-after-paint.server.ts'
import { inlineStylesheets } from './components/head/inline-stylesheets.server.ts'
import { CspNonce } from './components/inline-script/inline-script.tsx'
import { START_PATH } from './components/staff/staff-paths.ts'
import { requestLog } from './request-log.server.ts'

export const streamTimeout = 5_000

// Requests whose loaders or actions failed because the database could not be reached.
const outages = new WeakSet<RouterContextProvider>()

/**
 * Called with every error a loader or action throws, before the error page is drawn. An outage
 * makes the page a 503, as the API answers. Each is logged as the API logs its own: through the
 * request's logger (level, time, and the reference the error page shows), the error without the
 * personal data a failed query may quote (React Router's default would print it whole).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  if (isOutage(error, requestLog(context)?.log)) {
    outages.add(context as RouterContextProvider)
    return
  }
  // React Router's own refusals (405 for a post to a page that takes none, 404) are the
  // client's doing, not a fault: logged as such, so no one can fill the error log at will.
  if (isRouteErrorResponse(error) && error.status < 500) {
    requestLog(context)?.log.info({ status: error.status }, 'page request refused')
    return
  }
  logPageError(context, error)
}

// The logger's `err` serializer (logger.ts) leaves out what a failed query quoted.
function logPageError(context: Readonly<RouterContextProvider>, error: unknown) {
  requestLog(context)?.log.error({ err: error }, 'page error')
}

/**
 * React Router's own Node entry, with two additions: a page whose data failed for want of the
 * database is a 503, and this request's Content-Security-Policy nonce (set by the server with
 * the header) goes on React Router's scripts (<Scripts>, <ScrollRestoration>), on React's
 * streaming scripts, and on our InlineScripts (decision 013). A public page's stylesheets are
 * written into its head (decision 046) and its scripts load after the first paint (decision 066);
 * the staff area's stay linked and load as React Router writes them (decision 061).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // An outage a loader met unwrapped (see unavailable.server.ts) is still a 503.
  if (outages.has(loadContext)) responseStatusCode = OUTAGE_ANSWER.status
  if (responseStatusCode === OUTAGE_ANSWER.status) {
    for (const [name, value] of Object.entries(OUTAGE_ANSWER.headers))
      responseHeaders.set(name, value)
  }
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = loadContext.get(cspNonceContext)

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <CspNonce value={nonce}>
        <RequestReference value={requestLog(loadContext)?.reference}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestReference>
      </CspNonce>,
      {
        nonce,
        onShellReady() {
          shellRendered = true
        },
        // No page suspends (every loader has its data before rendering starts), so the shell
        // is the whole page. It goes out as one piece: streamed, it left React in 2 kB chunks
        // that each passed four stream adapters, the compressor and a socket write, which cost
        // more of the server's time than rendering did.
        onAllReady() {
          const chunks: Buffer[] = []
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk)
              callback()
            },
            final(callback) {
              clearTimeout(timeoutId)
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
              const html = Buffer.concat(chunks)
              resolve(
                new Response(
                  inStaffArea(request) ? html : publicPage(html.toString('utf8'), nonce),
                  { headers: responseHeaders, status: responseStatusCode },
                ),
              )
              callback()
            },
          })
          pipe(body)
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId)
          // React hands on whatever the shell threw; it is passed on as it is, to be logged.
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- see above
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell are logged by React Router; these came while rendering.
          if (shellRendered) logPageError(loadContext, error)
        },
      },
    )
  })
}

/** A public page paints before its scripts load: styles in the head, scripts after the paint. */
function publicPage(html: string, nonce: string | undefined) {
  return hydrateAfterPaint(inlineStylesheets(html, nonce))
}

function inStaffArea(request: Request) {
  const { pathname } = new URL(request.url)
  return pathname === START_PATH || pathname.startsWith(`${START_PATH}/`)
}
