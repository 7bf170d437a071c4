import { Button, Fieldset, Link, ValidationMessage } from '@digdir/designsystemet-react'
import { format } from '../../../../i18n/format.ts'
import { fieldId, ProductText } from './product-fields.tsx'
import { ProductFileField } from './product-file-field.tsx'
import {
  MOVE_DOCUMENT_DOWN,
  MOVE_DOCUMENT_UP,
  NEW_DOCUMENT,
  NEW_DOCUMENT_NAME,
  REMOVE_DOCUMENT,
} from './product-form-documents.ts'
import type { SectionProps } from './product-form-sections.tsx'
import { staffDocumentUrl } from './product-paths.ts'
import { t } from './product-texts.ts'

/** A document button: it posts the whole form, which comes back changed but not saved. */
function DocumentButton(props: { value: string; label: string; danger?: boolean }) {
  return (
    <Button
      type="submit"
      name="handling"
      value={`bilde:${props.value}`}
      variant="tertiary"
      data-size="sm"
      data-color={props.danger ? 'danger' : undefined}
    >
      {props.label}
    </Button>
  )
}

/**
 * The product's documents in the public page's order, each with the name the page shows and
 * buttons to move it, and a field to add one (PDF). Without JavaScript the buttons post the whole form (multipart), which
 * comes back with the change made; the documents are saved with the rest of the product.
 */
export function DocumentsSection({ values, errors }: SectionProps) {
  return (
    <Fieldset id={fieldId('dokumenter')} tabIndex={-1}>
      <Fieldset.Legend>{t.form.documents}</Fieldset.Legend>
      <Fieldset.Description>{t.form.documentsLead}</Fieldset.Description>
      {values.dokumenter.length ? (
        <ol className="staff-product-documents">
          {values.dokumenter.map((row, index) => {
            const name = format(t.form.documentNumber, { number: index + 1 })
            return (
              <li key={row.id} className="staff-product-document">
                <input type="hidden" name={`dokumenter.${index}.id`} value={row.id} />
                <ProductText
                  name={`dokumenter.${index}.filnavn`}
                  label={`${t.form.documentName} (${name})`}
                  description={t.form.documentNameDescription}
                  value={row.filnavn}
                  error={errors[`dokumenter.${index}.filnavn`] ?? errors[`dokumenter.${index}.id`]}
                />
                <div className="staff-product-buttons">
                  <Link href={staffDocumentUrl(Number(row.id))}>
                    {`${t.form.openDocument} (${name})`}
                  </Link>
                  {index > 0 ? (
                    <DocumentButton
                      value={`${MOVE_DOCUMENT_UP}:${row.id}`}
                      label={`${t.form.moveUp} (${name})`}
                    />
                  ) : null}
                  {index < values.dokumenter.length - 1 ? (
                    <DocumentButton
                      value={`${MOVE_DOCUMENT_DOWN}:${row.id}`}
                      label={`${t.form.moveDown} (${name})`}
                    />
                  ) : null}
                  <DocumentButton
                    value={`${REMOVE_DOCUMENT}:${row.id}`}
                    label={`${t.form.removeDocument} (${name})`}
                    danger
                  />
                </div>
              </li>
            )
          })}
        </ol>
      ) : (
        <p>{t.form.noDocuments}</p>
      )}
      {errors.dokumenter ? <ValidationMessage>{errors.dokumenter}</ValidationMessage> : null}
      <ProductFileField
        name={NEW_DOCUMENT}
        label={t.form.newDocument}
        description={t.form.newDocumentDescription}
        accept="application/pdf"
        error={errors[NEW_DOCUMENT]}
      />
      <ProductText
        name={NEW_DOCUMENT_NAME}
        label={t.form.newDocumentName}
        description={t.form.newDocumentNameDescription}
        value={values.texts[NEW_DOCUMENT_NAME] ?? ''}
        error={errors[NEW_DOCUMENT_NAME]}
      />
      <DocumentButton value="last-opp" label={t.form.uploadDocument} />
    </Fieldset>
  )
}
