import { Alert, Button, Heading, Paragraph } from '@digdir/designsystemet-react'
import { Form, Link, useNavigation } from 'react-router'
import { staffNb } from '../../../i18n/staff.nb.ts'
import { FormErrorSummary } from '../form/form-error-summary.tsx'
import { TextField } from '../form/text-field.tsx'
import type { SignInResult } from './sign-in-actions.server.ts'
import { OIDC_RETURN_PATH, SIGN_IN_PATH } from './staff-paths.ts'

const EMAIL = 'staff-email'
const t = staffNb

function errorText(key: string | undefined): string | undefined {
  if (!key) return undefined
  if (key === 'tooMany') return t.signIn.tooMany
  return t.validation[key as keyof typeof t.validation] ?? key
}

/** The sign-in page's heading, after word that the person has just signed out. */
function SignInHeading({ signedOut, lead }: { signedOut: boolean; lead: string }) {
  return (
    <>
      {signedOut ? (
        <Alert data-color="info" role="status">
          <Paragraph>{t.signedOut}</Paragraph>
        </Alert>
      ) : null}
      <header>
        <Heading level={1} data-size="lg">
          {t.signIn.title}
        </Heading>
        <Paragraph>{lead}</Paragraph>
      </header>
    </>
  )
}

/** Why a sign-in did not succeed, and the way back to try again. */
export function SignInRefused({
  title,
  text,
  again,
}: {
  title: string
  text: string
  again: string
}) {
  return (
    <article className="staff-page">
      <Alert data-color="danger" role="alert">
        <Heading level={1} data-size="sm">
          {title}
        </Heading>
        <Paragraph>{text}</Paragraph>
      </Alert>
      <Paragraph>
        <Link to={SIGN_IN_PATH} className="ds-link">
          {again}
        </Link>
      </Paragraph>
    </article>
  )
}

/**
 * The sign-in form: one address. A plain post, so it works without JavaScript; the errors show
 * at the field and in a summary above it, as on the public forms.
 */
export function SignInForm({ result, signedOut }: { result?: SignInResult; signedOut: boolean }) {
  const busy = useNavigation().state === 'submitting'
  const errors = result && !result.ok ? result.errors : {}
  const error = errorText(errors.epost ?? errors.form)
  const summary = error
    ? [{ target: EMAIL, text: errors.epost ? `${t.signIn.email}: ${error}` : error }]
    : []
  return (
    <article className="staff-page">
      <SignInHeading signedOut={signedOut && !result} lead={t.signIn.lead} />
      <FormErrorSummary items={summary} />
      <Form method="post" noValidate>
        <TextField
          id={EMAIL}
          name="epost"
          type="email"
          label={t.signIn.email}
          autoComplete="email"
          defaultValue={result && !result.ok ? result.values.epost : undefined}
          error={error}
        />
        <Button type="submit" disabled={busy}>
          {t.signIn.submit}
        </Button>
      </Form>
    </article>
  )
}

/** With an identity provider: one button that goes there, a plain post without JavaScript. */
export function OidcSignInButton({ signedOut }: { signedOut: boolean }) {
  return (
    <article className="staff-page">
      <SignInHeading signedOut={signedOut} lead={t.oidc.lead} />
      <Form method="post" action={OIDC_RETURN_PATH} reloadDocument>
        <Button type="submit">{t.oidc.submit}</Button>
      </Form>
    </article>
  )
}

/** After the form: the same words whether or not the address is registered. */
export function CheckYourEmail() {
  return (
    <article className="staff-page">
      <Alert data-color="success" role="status">
        <Heading level={1} data-size="sm">
          {t.signIn.sentTitle}
        </Heading>
        <Paragraph>{t.signIn.sentText}</Paragraph>
      </Alert>
      <Paragraph>
        {t.signIn.sentAgain}{' '}
        <Link to={SIGN_IN_PATH} className="ds-link">
          {t.signIn.askAgain}
        </Link>
      </Paragraph>
    </article>
  )
}
