import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router'
import { servicesContext } from '#app-context'
import type { Route } from './+types/root.ts'
import { APP_ICONS, MANIFEST_PATH, THEME_COLOR } from './components/app-install/app-manifest.ts'
import { ErrorPage } from './components/error-page/error-page.tsx'
import { errorTexts, withdrawal } from './components/error-page/error-texts.ts'
import { notFoundHandle } from './components/error-page/not-found-handle.ts'
import { InlineScript, ZOD_WITHOUT_EVAL } from './components/inline-script/inline-script.tsx'
import { loadShellData } from './components/page-shell/load-shell-data.server.ts'
import { PageShell } from './components/page-shell/page-shell.tsx'
import { loadMessages } from '../i18n/catalogue.ts'
import { chooseLanguage } from '../i18n/language.ts'
import { format } from '../i18n/format.ts'
import { messagesModules } from './components/messages/messages-modules.server.ts'
import { pageMeta } from './components/head/page-meta.ts'
import { useLanguage, useMessages } from './components/messages/use-messages.ts'
// Designsystemet's theme and the components used, then our thin layout on top: bundled with the
// shell's own styles into the root's one stylesheet rather than linked one by one, since every
// stylesheet in the head holds up the first paint.
import './styles/designsystemet.css'
import './styles/global.css'
import { unlessUnavailable } from './unavailable.server.ts'
import { requestLogScope } from './request-log.server.ts'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: MANIFEST_PATH },
  { rel: 'apple-touch-icon', href: APP_ICONS[0].src },
]

// Every loader and action runs inside it: their log lines carry the request's reference.
export const middleware: Route.MiddlewareFunction[] = [requestLogScope]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, setCookie } = chooseLanguage(request)
  const shell = await unlessUnavailable(loadShellData(context.get(servicesContext), request, lang))
  return data(
    { ...shell, messagesModules: messagesModules(lang) },
    setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined,
  )
}

/** A visitor who switches language in the browser gets that language's texts before its page. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const shell = await serverLoader()
  await loadMessages(shell.lang)
  return shell
}

/** Routes set their own title; this one serves pages without one and the error pages. */
export const meta: Route.MetaFunction = ({ matches, error }) =>
  pageMeta(matches, (t) => ({
    title: !error
      ? t.app.subtitle
      : isRouteErrorResponse(error) && error.status === 404
        ? t.pages.notFound.title
        : t.pages.error.title,
  }))

export function Layout({ children }: { children: React.ReactNode }) {
  const lang = useLanguage()
  const shell = useRouteLoaderData<typeof loader>('root')
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <InlineScript code={ZOD_WITHOUT_EVAL} />
        <Meta />
        <Links />
        {shell?.messagesModules.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell data={loaderData}>
      <Outlet />
    </PageShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>('root')
  const t = useMessages()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const withdrawn = status === 410 && isRouteErrorResponse(error) ? withdrawal(error.data) : null
  const content = withdrawn ? (
    <ErrorPage
      heading={t.pages.withdrawn.title}
      text={format(t.pages.withdrawn.text, withdrawn)}
      backLabel={t.pages.withdrawn.back}
    />
  ) : status === 404 ? (
    <ErrorPage
      heading={t.errors.PageNotFound}
      text={t.pages.notFound.text}
      backLabel={t.pages.notFound.back}
    />
  ) : (
    <ErrorPage {...errorTexts(t, error)} backLabel={t.pages.error.back} withReference />
  )
  // Without the root loader's data (it failed itself) there is no header to draw: content only.
  if (!shell) {
    return (
      <main id="main" tabIndex={-1} className="page-width page-main">
        {content}
      </main>
    )
  }
  return (
    <PageShell data={shell} breadcrumb={status === 404 ? notFoundHandle : undefined}>
      {content}
    </PageShell>
  )
}
