import { Button, Heading, Paragraph } from '@digdir/designsystemet-react'
import { Form, Link, useNavigation } from 'react-router'
import { formPostContext, servicesContext } from '#app-context'
import { overviewRequestSchema } from '../../domain/subscriptions/subscription-schemas.ts'
import type { RouteHandle } from '../components/breadcrumbs/route-handle.ts'
import { CaptchaField } from '../components/form/captcha-field.tsx'
import { formAnswer, formPageHeaders } from '../components/form/form-answer.ts'
import { FormErrorSummary } from '../components/form/form-error-summary.tsx'
import { readForm } from '../components/form/read-form.server.ts'
import { ResultMessage } from '../components/subscription/result-message.tsx'
import {
  submitOverviewRequest,
  tooManyPosts,
} from '../components/subscription/subscription-actions.server.ts'
import { TextField } from '../components/form/text-field.tsx'
import { useFormErrors } from '../components/subscription/use-form-errors.ts'
import '../components/subscription/subscription.css'
import { chooseLanguage } from '../../i18n/language.ts'
import { pageMeta } from '../components/head/page-meta.ts'
import { useMessages } from '../components/messages/use-messages.ts'
import type { Route } from './+types/subscription-overview.ts'
import { unlessUnavailable } from '../unavailable.server.ts'

export async function action({ request, context }: Route.ActionArgs) {
  const counted = context.get(formPostContext)
  if (!counted.ok) return formAnswer(tooManyPosts(counted.retryAfterSeconds))
  const { lang } = chooseLanguage(request)
  const result = await unlessUnavailable(
    submitOverviewRequest(context.get(servicesContext), await readForm(request), lang),
  )
  return formAnswer(result)
}

export const headers = formPageHeaders

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t.subscriptions.overview.title }))

export const handle: RouteHandle = {
  breadcrumb: ({ t, pathname }) => ({ label: t.subscriptions.overview.title, to: pathname }),
}

const EMAIL = 'subscription-email'

/** /abonnement/mine: ask for the e-mail that lists your subscriptions with delete links. */
export default function SubscriptionOverview({ actionData }: Route.ComponentProps) {
  const s = useMessages().subscriptions
  const busy = useNavigation().state === 'submitting'
  const { text, summary, check } = useFormErrors(
    actionData,
    { epost: { id: EMAIL, label: s.overview.email } },
    EMAIL,
  )
  if (actionData?.ok) {
    return (
      <ResultMessage
        kind="success"
        heading={s.overview.doneHeading}
        text={s.success.overviewSent}
      />
    )
  }
  return (
    <article className="subscription-page">
      <header className="subscription-page__result">
        <Heading level={1} data-size="lg">
          {s.overview.heading}
        </Heading>
        <Paragraph>{s.overview.lead}</Paragraph>
      </header>
      <FormErrorSummary items={summary} />
      <Form
        method="post"
        noValidate
        className="subscription-form"
        onSubmit={(event) => check(event, overviewRequestSchema)}
      >
        <TextField
          id={EMAIL}
          name="epost"
          type="email"
          label={s.overview.email}
          autoComplete="email"
          defaultValue={actionData?.values.epost}
          error={text('epost') ?? text('form')}
        />
        <CaptchaField error={text('captcha')} attempt={actionData} />
        <Button type="submit" disabled={busy}>
          {s.overview.submit}
        </Button>
      </Form>
      <Paragraph>
        {s.overview.create}{' '}
        <Link to="/search" className="ds-link">
          {s.overview.toSearch}
        </Link>
      </Paragraph>
    </article>
  )
}
