import { data } from 'react-router'
import { ErrorPage } from '../components/error-page/error-page.tsx'
import { notFoundHandle } from '../components/error-page/not-found-handle.ts'
import { pageMeta } from '../components/head/page-meta.ts'
import { useMessages } from '../components/messages/use-messages.ts'
import type { Route } from './+types/not-found.ts'

export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t.pages.notFound.title }))

export const handle = notFoundHandle

export default function NotFound() {
  const t = useMessages()
  return (
    <ErrorPage
      heading={t.errors.PageNotFound}
      text={t.pages.notFound.text}
      backLabel={t.pages.notFound.back}
    />
  )
}
