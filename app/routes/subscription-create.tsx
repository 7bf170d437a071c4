import { Button, Heading, Paragraph } from '@digdir/designsystemet-react'
import { Form, Link, useNavigation } from 'react-router'
import { formPostContext, servicesContext } from '#app-context'
import { newSubscriptionSchema } from '../../domain/subscriptions/subscription-schemas.ts'
import type { RouteHandle } from '../components/breadcrumbs/route-handle.ts'
import { categoryPath } from '../components/category-section/category-tree.ts'
import { searchHref, searchQueryString } from '../components/search/search-url.ts'
import { CaptchaField } from '../components/form/captcha-field.tsx'
import { formAnswer, formPageHeaders } from '../components/form/form-answer.ts'
import {
  CRITERIA_TARGET,
  CriteriaFields,
  CriteriaSummary,
} from '../components/subscription/criteria-summary.tsx'
import { FormErrorSummary } from '../components/form/form-error-summary.tsx'
import { readForm } from '../components/form/read-form.server.ts'
import {
  loadCreatePage,
  type CreatePageData,
} from '../components/subscription/load-create.server.ts'
import { ResultMessage } from '../components/subscription/result-message.tsx'
import {
  submitSubscription,
  tooManyPosts,
} from '../components/subscription/subscription-actions.server.ts'
import { TextField } from '../components/form/text-field.tsx'
import { useFormErrors } from '../components/subscription/use-form-errors.ts'
import '../components/subscription/subscription.css'
import { chooseLanguage } from '../../i18n/language.ts'
import { pageMeta } from '../components/head/page-meta.ts'
import { useMessages } from '../components/messages/use-messages.ts'
import type { Route } from './+types/subscription-create.ts'
import { unlessUnavailable } from '../unavailable.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  return unlessUnavailable(
    loadCreatePage(context.get(servicesContext), new URL(request.url).searchParams),
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const counted = context.get(formPostContext)
  if (!counted.ok) return formAnswer(tooManyPosts(counted.retryAfterSeconds))
  const { lang } = chooseLanguage(request)
  const result = await unlessUnavailable(
    submitSubscription(context.get(servicesContext), await readForm(request), lang),
  )
  return formAnswer(result)
}

export const headers = formPageHeaders

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t.subscriptions.create.title }))

/** Søk › the search's category and its parents › Opprett abonnement (spec section 2). */
export const handle: RouteHandle = {
  breadcrumb: ({ data: loaded, t, pathname }) => {
    const page = loaded as CreatePageData | undefined
    const path = categoryPath(page?.categories ?? [], page?.criteria.kategori)
    const query = page ? searchQueryString(page.criteria) : ''
    return [
      { label: t.catalogue.search.crumb, to: searchHref({}) },
      ...path.map((category) => ({
        label: category.navn,
        to: searchHref({ kategori: category.id }),
      })),
      { label: t.subscriptions.create.title, to: query ? `${pathname}?${query}` : pathname },
    ]
  },
}

const NAME = 'subscription-name'
const EMAIL = 'subscription-email'

/** /abonnement/opprett: name, e-mail and the captcha for the search the visitor came from. */
export default function SubscriptionCreate({ loaderData, actionData }: Route.ComponentProps) {
  const s = useMessages().subscriptions
  const busy = useNavigation().state === 'submitting'
  const { text, summary, check } = useFormErrors(
    actionData,
    { navn: { id: NAME, label: s.create.name }, epost: { id: EMAIL, label: s.create.email } },
    CRITERIA_TARGET,
  )
  if (actionData?.ok) {
    return <ResultMessage kind="success" heading={s.create.doneHeading} text={s.success.created} />
  }
  const values = actionData?.values ?? {}
  return (
    <article className="subscription-page">
      <header className="subscription-page__result">
        <Heading level={1} data-size="lg">
          {s.create.heading}
        </Heading>
        <Paragraph>{s.create.lead}</Paragraph>
      </header>
      <FormErrorSummary items={summary} />
      <CriteriaSummary criteria={loaderData.criteria} names={loaderData.names} />
      <Form
        method="post"
        noValidate
        className="subscription-form"
        onSubmit={(event) => check(event, newSubscriptionSchema, ['risiko', 'tiltak', 'myndighet'])}
      >
        <CriteriaFields criteria={loaderData.criteria} />
        <TextField
          id={NAME}
          name="navn"
          label={s.create.name}
          autoComplete="name"
          defaultValue={values.navn}
          error={text('navn')}
        />
        <TextField
          id={EMAIL}
          name="epost"
          type="email"
          label={s.create.email}
          description={s.create.emailDescription}
          autoComplete="email"
          defaultValue={values.epost}
          error={text('epost')}
        />
        <CaptchaField error={text('captcha')} attempt={actionData} />
        <Button type="submit" disabled={busy}>
          {s.create.submit}
        </Button>
      </Form>
      <Link to="/personvern" className="ds-link">
        {s.create.privacy}
      </Link>
    </article>
  )
}
