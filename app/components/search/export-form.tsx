import { Alert, Button, Fieldset, Paragraph, ValidationMessage } from '@digdir/designsystemet-react'
import { useRef, useState, type FormEvent } from 'react'
import { format } from '../../../i18n/format.ts'
import { useLanguage, useMessages } from '../messages/use-messages.ts'
import { useNotify, useTrackRequest } from '../feedback/feedback-provider.tsx'
import { CAPTCHA_FIELD, CaptchaWidget } from './captcha-widget.tsx'
import { downloadExport, EXPORT_PATH, ExportFailed } from './export-download.ts'
import { CheckboxField } from './filter-fields.tsx'
import { apiFilterPairs, type SearchState } from './search-url.ts'

type Status = { kind: 'working' | 'done' | 'error'; text: string } | null

interface ExportFormProps {
  state: SearchState
  total: number
  exportLimit: number
}

/**
 * Export of every hit with every field: a GET form to the API with the filters as hidden fields.
 * The captcha needs JavaScript, which the page says when it is off; with it the widget loads
 * when the section is first opened, and the file is fetched so a refusal can be shown here.
 */
export function ExportForm({ state, total, exportLimit }: ExportFormProps) {
  const t = useMessages()
  const lang = useLanguage()
  const track = useTrackRequest()
  const notify = useNotify()
  const e = t.catalogue.export
  const [opened, setOpened] = useState(false)
  const [status, setStatus] = useState<Status>(null)
  const widget = useRef<HTMLElement & { reset?: () => void }>(null)
  const numbers = { hits: total, max: exportLimit }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') params.append(name, value)
    }
    if (!params.get(CAPTCHA_FIELD)) return setStatus({ kind: 'error', text: t.captcha.required })
    setStatus({ kind: 'working', text: e.working })
    try {
      await downloadExport(t, lang, params, numbers, track)
      setStatus({ kind: 'done', text: e.done })
    } catch (error) {
      const text = (error as Error).message
      setStatus({ kind: 'error', text })
      // The refusal stays at the button; its reference is offered in an error notice, to copy
      // and give to support, as every refusal with a reference is (spec section 8).
      if (error instanceof ExportFailed && error.reference) {
        notify.error({ message: text, reference: error.reference })
      }
    } finally {
      // A solution is accepted once: a new download needs a new one (spec section 8).
      widget.current?.reset?.()
    }
  }

  return (
    <details
      className="ds-details search-export"
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary>{e.toggle}</summary>
      <div>
        {total > exportLimit ? (
          <Alert data-color="warning">{format(t.export.tooLarge, numbers)}</Alert>
        ) : (
          <form
            method="get"
            action={EXPORT_PATH}
            onSubmit={(event) => void onSubmit(event)}
            noValidate
            className="search-export__form"
          >
            <Paragraph>{format(e.intro, { max: exportLimit })}</Paragraph>
            {apiFilterPairs(state).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Fieldset>
              <Fieldset.Legend>{e.format}</Fieldset.Legend>
              {(['xlsx', 'csv'] as const).map((fileType) => (
                <CheckboxField
                  key={fileType}
                  type="radio"
                  id={`export-${fileType}`}
                  name="format"
                  value={fileType}
                  label={e[fileType]}
                  checked={fileType === 'xlsx'}
                />
              ))}
            </Fieldset>
            <noscript>
              <Paragraph className="search-export__noscript">{e.noscript}</Paragraph>
            </noscript>
            {opened ? <CaptchaWidget widgetRef={widget} /> : null}
            <Button type="submit" variant="secondary" disabled={status?.kind === 'working'}>
              {e.submit}
            </Button>
            <div aria-live="polite" className="search-export__status">
              {status?.kind === 'error' ? (
                <ValidationMessage>{status.text}</ValidationMessage>
              ) : status ? (
                <Paragraph data-size="sm">{status.text}</Paragraph>
              ) : null}
            </div>
          </form>
        )}
      </div>
    </details>
  )
}
