import { Button } from '@digdir/designsystemet-react'
import { Form } from 'react-router'
import type { InboxFilter } from '../../../../domain/staff/inbox/list-inbox.ts'
import { ProductSelect, ProductText } from '../products/product-fields.tsx'
import { DayFilter } from '../day-filter.tsx'
import { reportTexts, t } from './inbox-texts.ts'

export interface InboxChoices {
  categories: Array<{ id: number; navn: string; nivaa: number }>
  /** Administrators only: the authorities, to look in one inbox. */
  authorities?: Array<{ id: number; navn: string }>
}

const KINDS = ['observasjon', 'bekymring', 'meldeplikt'] as const
const LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const

/** The inbox's filters: a plain GET form, so the address says what is shown and works without JS. */
export function InboxFilters({
  filter,
  refused,
  choices,
}: {
  filter: InboxFilter
  /** Days given that are none, by field: named at the field, left out of the list. */
  refused: Record<string, string>
  choices: InboxChoices
}) {
  const value = (field: keyof InboxFilter) =>
    filter[field] === undefined ? '' : String(filter[field])
  return (
    <Form method="get" className="staff-product-filters" role="search">
      <ProductText name="q" label={t.list.text} value={value('q')} />
      <ProductSelect
        name="type"
        label={t.list.kind}
        value={value('type')}
        options={KINDS.map((kind) => ({ value: kind, label: reportTexts.mail.kinds[kind] }))}
        placeholder={t.list.allKinds}
      />
      <ProductSelect
        name="status"
        label={t.list.status}
        value={value('status')}
        options={Object.entries(t.statuses).map(([status, label]) => ({ value: status, label }))}
        placeholder={t.list.allStatuses}
      />
      <DayFilter label={t.list.from} name="fra" value={value('fra')} refused={refused.fra} />
      <DayFilter label={t.list.to} name="til" value={value('til')} refused={refused.til} />
      <ProductSelect
        name="kategori"
        label={t.list.category}
        value={value('kategori')}
        options={choices.categories.map((category) => ({
          value: String(category.id),
          label: `${'– '.repeat(category.nivaa - 1)}${category.navn}`,
        }))}
        placeholder={t.list.allCategories}
      />
      <ProductSelect
        name="nivaa"
        label={t.list.level}
        value={value('nivaa')}
        options={LEVELS.map((level) => ({
          value: level,
          label: reportTexts.values[level] ?? level,
        }))}
        placeholder={t.list.allLevels}
      />
      <ProductText name="produkt" label={t.list.product} value={value('produkt')} />
      {choices.authorities ? (
        <ProductSelect
          name="myndighet"
          label={t.list.authority}
          value={value('myndighet')}
          options={choices.authorities.map((a) => ({ value: String(a.id), label: a.navn }))}
          placeholder={t.list.allAuthorities}
        />
      ) : null}
      <Button type="submit" variant="secondary">
        {t.list.filter}
      </Button>
    </Form>
  )
}
