import { Fieldset, ValidationMessage } from '@digdir/designsystemet-react'
import { format } from '../../../../i18n/format.ts'
import { CheckboxField } from '../../search/filter-fields.tsx'
import { categoryGroups } from '../../report/category-options.ts'
import type { FormChoices } from './load-product-form.server.ts'
import { fieldId, ProductSelect, ProductText } from './product-fields.tsx'
import { hazardRowsToShow, type ProductFormValues } from './product-form-values.ts'
import { fieldLabel, labels, t } from './product-texts.ts'

export interface SectionProps {
  values: ProductFormValues
  errors: Record<string, string>
  choices: FormChoices
}

/** A text field of the product, labelled as the public page labels it. */
function Text({ name, rows, values, errors }: { name: string; rows?: number } & SectionProps) {
  return (
    <ProductText
      name={name}
      label={fieldLabel(name)}
      value={values.texts[name] ?? ''}
      error={errors[name]}
      rows={rows}
    />
  )
}

/** Name, label, description, why it is dangerous and what to do: what every card and page shows. */
export function TextsSection(props: SectionProps) {
  return (
    <Fieldset>
      <Fieldset.Legend>{t.form.texts}</Fieldset.Legend>
      <Text name="navn" {...props} />
      <Text name="kjennetegn" {...props} />
      <Text name="beskrivelse" rows={4} {...props} />
      <Text name="hvorforFarlig" rows={4} {...props} />
      <Text name="forbrukerAksjon" rows={4} {...props} />
    </Fieldset>
  )
}

/** Hazards as rows of risk × category, and the measures taken. */
export function HazardsSection({ values, errors, choices }: SectionProps) {
  const risks = choices.risks.map((risk) => ({ value: String(risk.id), label: risk.navn }))
  const categories = categoryGroups(choices.categories, (name) => `${name}, annet`)
  return (
    <>
      <Fieldset id={fieldId('fareList')} tabIndex={-1}>
        <Fieldset.Legend>{t.form.hazards}</Fieldset.Legend>
        <Fieldset.Description>{t.form.hazardsLead}</Fieldset.Description>
        {hazardRowsToShow(values.fareList).map((row, index) => (
          <div
            key={index}
            role="group"
            aria-label={format(t.form.hazardRow, { number: index + 1 })}
            className="staff-product-hazard"
          >
            <ProductSelect
              name={`fareList.${index}.risikoId`}
              label={`${t.form.risk} (${format(t.form.hazardRow, { number: index + 1 })})`}
              value={row.risikoId}
              error={errors[`fareList.${index}.risikoId`]}
              options={risks}
              placeholder={t.form.choose}
            />
            <ProductSelect
              name={`fareList.${index}.produktKategoriId`}
              label={`${t.form.category} (${format(t.form.hazardRow, { number: index + 1 })})`}
              value={row.produktKategoriId}
              error={errors[`fareList.${index}.produktKategoriId`]}
              options={categories}
              placeholder={t.form.choose}
            />
          </div>
        ))}
        {errors.fareList ? <ValidationMessage>{errors.fareList}</ValidationMessage> : null}
      </Fieldset>
      <Fieldset id={fieldId('tiltak')} tabIndex={-1}>
        <Fieldset.Legend>{t.form.measures}</Fieldset.Legend>
        {choices.measures.map((measure) => (
          <CheckboxField
            key={measure.id}
            id={fieldId(`tiltak-${measure.id}`)}
            name="tiltak"
            value={String(measure.id)}
            label={measure.navn}
            checked={values.tiltak.includes(String(measure.id))}
          />
        ))}
        {errors.tiltak ? <ValidationMessage>{errors.tiltak}</ValidationMessage> : null}
      </Fieldset>
    </>
  )
}

/** The authority responsible, and who made, imported and distributed the product. */
export function ActorsSection(props: SectionProps) {
  const { values, errors, choices } = props
  return (
    <Fieldset>
      <Fieldset.Legend>{t.form.actors}</Fieldset.Legend>
      <ProductSelect
        name="myndighet"
        label={labels.myndighet}
        value={values.texts.myndighet ?? ''}
        error={errors.myndighet}
        options={choices.authorities.map((a) => ({ value: String(a.id), label: a.navn }))}
        placeholder={t.form.choose}
      />
      <Text name="produsent" {...props} />
      <Text name="importoer" rows={2} {...props} />
      <Text name="distributoer" rows={2} {...props} />
    </Fieldset>
  )
}

/** EAN and batch numbers, who the product is for, and where it was reported from. */
export function IdentificationSection(props: SectionProps) {
  const { values, errors, choices } = props
  return (
    <Fieldset>
      <Fieldset.Legend>{t.form.identification}</Fieldset.Legend>
      <Text name="eanNr" {...props} />
      <Text name="batchSerieNr" {...props} />
      <CheckboxField
        id={fieldId('proff')}
        name="proff"
        value="true"
        label={labels.proff}
        checked={values.texts.proff === 'true'}
      />
      <CheckboxField
        id={fieldId('utland')}
        name="utland"
        value="true"
        label={labels.utland}
        checked={values.texts.utland === 'true'}
      />
      <ProductSelect
        name="meldingFraLand"
        label={t.form.country}
        value={values.texts.meldingFraLand ?? ''}
        error={errors.meldingFraLand}
        options={choices.countries.map((c) => ({ value: c.alpha2, label: c.name }))}
        placeholder={t.form.noCountry}
      />
    </Fieldset>
  )
}

/** The law, regulation and standard, the industry code, a link and anything else worth saying. */
export function RulesSection(props: SectionProps) {
  return (
    <Fieldset>
      <Fieldset.Legend>{t.form.rules}</Fieldset.Legend>
      <Text name="gjeldendeLov" {...props} />
      <Text name="gjeldendeForskrift" {...props} />
      <Text name="produktStandard" {...props} />
      <Text name="naeringsKode" {...props} />
      <Text name="lenke" {...props} />
      <Text name="annenInformasjon" rows={4} {...props} />
    </Fieldset>
  )
}
