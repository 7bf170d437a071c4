import { createContext, useContext } from 'react'

/**
 * This request's Content-Security-Policy nonce while the server renders a page
 * (app/entry.server.tsx provides it); undefined in the browser, where the script already ran.
 */
export const CspNonce = createContext<string | undefined>(undefined)

/**
 * A small script that must run as soon as the HTML arrives, before the bundle, so it is inline.
 * The policy refuses inline scripts without this request's nonce. The browser hides a nonce
 * from the page once read, so hydration finds none there: the mismatch is expected.
 */
export function InlineScript({ code }: { code: string }) {
  const nonce = useContext(CspNonce)
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />
  )
}

/**
 * Zod compiles its object checks with `new Function` when it may, and probes whether it may.
 * The policy refuses eval, and the browser reports even that caught probe as a violation, so
 * Zod is told before any module loads to check without compiling. Its global config object is
 * where `z.config()` writes; route modules build their schemas before any entry code could call
 * it, which is why it is set here, in the page's head. The browser tests fail on any violation.
 */
export const ZOD_WITHOUT_EVAL = 'globalThis.__zod_globalConfig={jitless:true}'
