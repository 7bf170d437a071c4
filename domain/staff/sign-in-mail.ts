import type { StaffTexts } from '../../i18n/staff.nb.ts'
import type { MailMessage } from '../mail/message.ts'
import { format } from '../../i18n/format.ts'
import { renderMail } from '../subscriptions/mail-blocks.ts'
import type { StaffLimits } from './staff-limits.ts'

/** What sign-in e-mail needs: the site's configured address, the texts and the limits. */
export interface SignInContext {
  /** PUBLIC_URL: links are never built from a request's Host header. */
  publicUrl: string
  texts: StaffTexts
  limits: StaffLimits
}

/** The page a sign-in link opens; it asks before it signs anyone in (decision 032). */
const SIGN_IN_LINK_PATH = '/forvaltning/logg-inn/lenke'

/** The e-mail with a one-time sign-in link. Each is its own message: `key` is unique. */
export function signInMail(
  context: SignInContext,
  input: { to: string; navn: string; token: string; key: string },
): MailMessage {
  const t = context.texts.mail
  const url = new URL(`${context.publicUrl.replace(/\/+$/, '')}${SIGN_IN_LINK_PATH}`)
  url.searchParams.set('token', input.token)
  const { text, html } = renderMail('nb', t.subject, [
    { kind: 'paragraph', text: format(t.greeting, { name: input.navn }) },
    { kind: 'paragraph', text: t.intro },
    { kind: 'link', text: t.action, href: url.toString() },
    { kind: 'paragraph', text: format(t.expiry, { minutes: context.limits.linkMinutes }) },
    { kind: 'paragraph', text: t.ignore },
    { kind: 'rule' },
    { kind: 'paragraph', text: t.automatic },
  ])
  return { key: input.key, to: input.to, subject: t.subject, text, html }
}
