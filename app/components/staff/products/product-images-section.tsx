import { Button, Fieldset, ValidationMessage } from '@digdir/designsystemet-react'
import { format } from '../../../../i18n/format.ts'
import { CheckboxField } from '../../search/filter-fields.tsx'
import { fieldId, ProductText } from './product-fields.tsx'
import { ProductFileField } from './product-file-field.tsx'
import { NEW_IMAGE, NEW_IMAGE_ALT } from './product-form-images.ts'
import type { ImageRow } from './product-form-values.ts'
import type { SectionProps } from './product-form-sections.tsx'
import { staffImageUrl } from './product-paths.ts'
import { t } from './product-texts.ts'

/** A picture button: it posts the whole form, which comes back changed but not saved. */
function ImageButton({ value, label, danger }: { value: string; label: string; danger?: boolean }) {
  return (
    <Button
      type="submit"
      name="handling"
      value={`bilde:${value}`}
      variant="tertiary"
      data-size="sm"
      data-color={danger ? 'danger' : undefined}
    >
      {label}
    </Button>
  )
}

/** One picture of the product: a small view, its text, whether it is the main one, its place. */
function ImageItem(
  props: { row: ImageRow; index: number; count: number; main: boolean } & SectionProps,
) {
  const { row, index, count, errors } = props
  const name = format(t.form.imageNumber, { number: index + 1 })
  return (
    <li className="staff-product-image">
      <input type="hidden" name={`bilder.${index}.id`} value={row.id} />
      {/* The text beside it says what it shows: a second reading would say it twice. */}
      <img src={`${staffImageUrl(Number(row.id))}`} alt="" width={160} loading="lazy" />
      <div className="staff-product-image__fields">
        <ProductText
          name={`bilder.${index}.alt`}
          label={`${t.form.imageAlt} (${name})`}
          description={t.form.imageAltDescription}
          value={row.alt}
          error={errors[`bilder.${index}.alt`] ?? errors[`bilder.${index}.id`]}
        />
        <CheckboxField
          type="radio"
          id={fieldId(`hovedbilde-${row.id}`)}
          name="hovedbilde"
          value={row.id}
          label={`${t.form.mainImage} (${name})`}
          checked={props.main}
        />
        <div className="staff-product-buttons">
          {index > 0 ? (
            <ImageButton value={`opp:${row.id}`} label={`${t.form.moveUp} (${name})`} />
          ) : null}
          {index < count - 1 ? (
            <ImageButton value={`ned:${row.id}`} label={`${t.form.moveDown} (${name})`} />
          ) : null}
          <ImageButton value={`fjern:${row.id}`} label={`${t.form.removeImage} (${name})`} danger />
        </div>
      </div>
    </li>
  )
}

/**
 * The product's pictures in the public page's order, each with its alternative text, and a
 * field to add one. Without JavaScript every button posts the whole form (multipart), which
 * comes back with the change made; the pictures are saved with the rest of the product.
 */
export function ImagesSection(props: SectionProps) {
  const { values, errors } = props
  const chosen = values.bilder.some((row) => row.id === values.texts.hovedbilde)
  return (
    <Fieldset id={fieldId('bilder')} tabIndex={-1}>
      <Fieldset.Legend>{t.form.images}</Fieldset.Legend>
      <Fieldset.Description>{t.form.imagesLead}</Fieldset.Description>
      {values.bilder.length ? (
        <ol className="staff-product-images">
          {values.bilder.map((row, index) => (
            <ImageItem
              key={row.id}
              {...props}
              row={row}
              index={index}
              count={values.bilder.length}
              main={chosen ? row.id === values.texts.hovedbilde : index === 0}
            />
          ))}
        </ol>
      ) : (
        <p>{t.form.noImages}</p>
      )}
      {errors.bilder ? <ValidationMessage>{errors.bilder}</ValidationMessage> : null}
      <ProductFileField
        name={NEW_IMAGE}
        label={t.form.newImage}
        description={t.form.newImageDescription}
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        error={errors[NEW_IMAGE]}
      />
      <ProductText
        name={NEW_IMAGE_ALT}
        label={t.form.newImageAlt}
        description={t.form.imageAltDescription}
        value={values.texts[NEW_IMAGE_ALT] ?? ''}
        error={errors[NEW_IMAGE_ALT]}
      />
      <ImageButton value="last-opp" label={t.form.upload} />
    </Fieldset>
  )
}
