import { Alert, Button, Heading, Paragraph } from '@digdir/designsystemet-react'
import { Form } from 'react-router'
import { formatDateTime } from '../../../../i18n/dates.ts'
import { format } from '../../../../i18n/format.ts'
import type { HistoryEntry } from '../../../../domain/staff/products/product-history.ts'
import { FormErrorSummary } from '../../form/form-error-summary.tsx'
import type { FormChoices } from './load-product-form.server.ts'
import { fieldId } from './product-fields.tsx'
import {
  ActorsSection,
  HazardsSection,
  IdentificationSection,
  RulesSection,
  TextsSection,
} from './product-form-sections.tsx'
import type { ProductFormValues } from './product-form-values.ts'
import { DocumentsSection } from './product-documents-section.tsx'
import { ImagesSection } from './product-images-section.tsx'
import { fieldLabel, t } from './product-texts.ts'
import { useProductFormCheck } from './use-product-form-check.ts'

interface ProductFormProps {
  values: ProductFormValues
  errors: Record<string, string>
  choices: FormChoices
  /** A published product is saved; a draft or a new one is saved as a draft or published. */
  published: boolean
  conflict?: HistoryEntry[]
}

/** Where in the form a problem is: a hazard row's field, or the field itself. */
function summaryItems(errors: Record<string, string>) {
  return Object.entries(errors).map(([name, text]) => {
    const [group, index, field] = name.split('.')
    const row = { number: Number(index) + 1 }
    const label =
      group === 'fareList' && field
        ? `${field === 'risikoId' ? t.form.risk : t.form.category} (${format(t.form.hazardRow, row)})`
        : group === 'bilder' && field
          ? `${t.form.imageAlt} (${format(t.form.imageNumber, row)})`
          : group === 'dokumenter' && field
            ? `${t.form.documentName} (${format(t.form.documentNumber, row)})`
            : fieldLabel(name)
    return { target: name === 'form' ? 'product-form' : fieldId(name), text: `${label}: ${text}` }
  })
}

/** Who saved what since this person opened the form, in plain words. */
function ConflictAlert({ changes }: { changes: HistoryEntry[] }) {
  return (
    <Alert data-color="warning" role="alert">
      <Heading level={2} data-size="xs">
        {t.form.conflictTitle}
      </Heading>
      <Paragraph>{t.form.conflictText}</Paragraph>
      <ul>
        {changes.map((change) => (
          <li key={change.versjon}>
            {format(t.form.conflictChange, {
              name: change.navn,
              when: formatDateTime(change.tidspunkt),
              fields: change.felt.length
                ? change.felt.map(fieldLabel).join(', ')
                : t.history.events[change.hendelse],
            })}
          </li>
        ))}
      </ul>
    </Alert>
  )
}

/**
 * The product form: every field the public product page shows, a plain post that works without
 * JavaScript. Problems show at each field and in a summary at the top, found in the browser
 * before sending when JavaScript runs; after a conflict the person's input stays, with what
 * others changed above it.
 */
export function ProductForm({ values, choices, published, conflict, ...props }: ProductFormProps) {
  const { errors, onSubmit, onChange } = useProductFormCheck(props.errors)
  const sections = { values, errors, choices }
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      id="product-form"
      className="staff-product-form"
      onSubmit={onSubmit}
      onChange={onChange}
    >
      {/*
        Enter in a field presses a form's first button: this one, as before the picture
        buttons came, rather than moving or removing a picture.
      */}
      <button type="submit" name="handling" value={published ? 'lagre' : 'publiser'} hidden />
      {conflict ? <ConflictAlert changes={conflict} /> : null}
      <FormErrorSummary items={summaryItems(errors)} />
      <input type="hidden" name="versjon" value={values.versjon} />
      <TextsSection {...sections} />
      <HazardsSection {...sections} />
      <ImagesSection {...sections} />
      <DocumentsSection {...sections} />
      <ActorsSection {...sections} />
      <IdentificationSection {...sections} />
      <RulesSection {...sections} />
      <div className="staff-product-buttons">
        {published ? (
          <Button type="submit" name="handling" value="lagre">
            {t.form.save}
          </Button>
        ) : (
          <>
            <Button type="submit" name="handling" value="publiser">
              {t.form.publish}
            </Button>
            <Button type="submit" name="handling" value="utkast" variant="secondary">
              {t.form.saveDraft}
            </Button>
          </>
        )}
      </div>
    </Form>
  )
}

/** Withdrawing a published product: its own small form, at the version shown. */
export function WithdrawForm({ versjon }: { versjon: string }) {
  return (
    <section aria-labelledby="withdraw-heading" className="staff-product-withdraw">
      <Heading level={2} data-size="sm" id="withdraw-heading">
        {t.form.withdrawTitle}
      </Heading>
      <Paragraph>{t.form.withdrawLead}</Paragraph>
      <Form method="post">
        <input type="hidden" name="versjon" value={versjon} />
        <Button type="submit" name="handling" value="trekk" variant="secondary" data-color="danger">
          {t.form.withdraw}
        </Button>
      </Form>
    </section>
  )
}
