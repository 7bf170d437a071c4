import { Alert, Button, Heading, Paragraph } from '@digdir/designsystemet-react'
import { Form } from 'react-router'
import { format } from '../../../../i18n/format.ts'
import type { BulkPublishRefusal } from './bulk-publish.server.ts'
import { t } from './product-texts.ts'

/** The form the list's draft checkboxes belong to (their `form` attribute names it). */
export const BULK_FORM_ID = 'publiser-utkast'

interface BulkPublishProps {
  importId: number | undefined
  importDrafts: number
  hasDrafts: boolean
  refusal: BulkPublishRefusal | undefined
}

/**
 * Publishing many drafts at once: those ticked in the list, or every draft of the import the
 * list shows. Plain posts, so they work without JavaScript; a refusal lists what is missing.
 */
export function BulkPublish(props: BulkPublishProps) {
  return (
    <>
      {props.refusal ? (
        <Alert data-color="danger" role="alert">
          <Heading level={2} data-size="xs">
            {t.bulk.incompleteTitle}
          </Heading>
          <Paragraph>{props.refusal.problem}</Paragraph>
          {props.refusal.incomplete.length ? (
            <ul>
              {props.refusal.incomplete.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      <div className="staff-product-buttons">
        {props.hasDrafts ? (
          <Form method="post" id={BULK_FORM_ID}>
            <Button type="submit" name="handling" value="publiser-valgte" variant="secondary">
              {t.bulk.publishSelected}
            </Button>
          </Form>
        ) : null}
        {props.importId && props.importDrafts ? (
          <Form method="post" aria-label={format(t.bulk.importFilter, { id: props.importId })}>
            <input type="hidden" name="import" value={props.importId} />
            <Button type="submit" name="handling" value="publiser-import">
              {format(t.bulk.publishImport, { count: props.importDrafts })}
            </Button>
          </Form>
        ) : null}
      </div>
    </>
  )
}
