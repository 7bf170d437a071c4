import { createElement, useEffect, useState, type Ref } from 'react'
import { useLanguage } from '../messages/use-messages.ts'

/** Where the widget fetches its proof-of-work challenge: this site, never another. */
const CAPTCHA_CHALLENGE_URL = '/api/v1/captcha/challenge'

/** The name the spec's API reads the solution under. */
export const CAPTCHA_FIELD = 'grecaptcha'

/**
 * The ALTCHA widget, loaded from our own bundle only when it is shown (the export form is
 * opened), so no other page carries it. It puts the solution in a hidden `grecaptcha` field.
 */
export function CaptchaWidget({ widgetRef }: { widgetRef: Ref<HTMLElement> }) {
  const lang = useLanguage()
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    let live = true
    import('./altcha-client.ts').then(
      () => live && setLoaded(true),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [])
  if (!loaded) return null
  // A custom element: React 19 passes these on as attributes, which the widget reads.
  return createElement('altcha-widget', {
    ref: widgetRef,
    challenge: CAPTCHA_CHALLENGE_URL,
    name: CAPTCHA_FIELD,
    language: lang === 'en' ? 'en' : 'nb',
    configuration: JSON.stringify({ hideFooter: true }),
  })
}
