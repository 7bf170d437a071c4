import { Paragraph, ValidationMessage } from '@digdir/designsystemet-react'
import { useEffect, useRef } from 'react'
import './form.css'
import { CaptchaWidget } from '../search/captcha-widget.tsx'
import { useMessages } from '../messages/use-messages.ts'

/** The element the error summary links to for a captcha error. */
export const CAPTCHA_TARGET = 'form-captcha'

/**
 * The ALTCHA widget from this site's own bundle, and what to say around it: that the form needs
 * JavaScript when it is off, and the captcha's error. `attempt` changes after every failed
 * submission, which resets the widget: a solution is accepted once (spec section 8).
 */
export function CaptchaField({ error, attempt }: { error?: string; attempt: unknown }) {
  const t = useMessages()
  const widget = useRef<HTMLElement & { reset?: () => void }>(null)
  useEffect(() => {
    if (attempt !== undefined) widget.current?.reset?.()
  }, [attempt])
  return (
    <div id={CAPTCHA_TARGET} tabIndex={-1} className="form-captcha">
      <noscript>
        <Paragraph>{t.subscriptions.form.captchaNoscript}</Paragraph>
      </noscript>
      <CaptchaWidget widgetRef={widget} />
      {error ? <ValidationMessage>{error}</ValidationMessage> : null}
    </div>
  )
}
