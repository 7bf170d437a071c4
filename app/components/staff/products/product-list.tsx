import { Button, Input, Paragraph, Table, Tag } from '@digdir/designsystemet-react'
import { Form, Link } from 'react-router'
import { formatDateTime } from '../../../../i18n/dates.ts'
import { format } from '../../../../i18n/format.ts'
import {
  PRODUCT_STATUSES,
  STAFF_LIST_PAGE_SIZE,
  type StaffListItem,
  type StaffListQuery,
} from '../../../../domain/staff/products/list-products.ts'
import type { BulkPublishRefusal } from './bulk-publish.server.ts'
import { BulkPublish, BULK_FORM_ID } from './bulk-publish-form.tsx'
import { ListPages } from '../list-pages.tsx'
import { ProductSelect, ProductText } from './product-fields.tsx'
import { productPath } from './product-paths.ts'
import { t } from './product-texts.ts'

const STATUS_COLOR = { utkast: 'info', publisert: 'success', trukket: 'neutral' } as const

interface ProductListProps {
  query: StaffListQuery
  items: StaffListItem[]
  total: number
  authorities: Array<{ id: number; navn: string }>
  /** How many drafts the import the list is filtered by still has. */
  importDrafts: number
  refusal: BulkPublishRefusal | undefined
}

/** The search and filters of the staff list: a plain GET form, so the address says what is shown. */
function ListFilters({ query, authorities }: Pick<ProductListProps, 'query' | 'authorities'>) {
  return (
    <Form method="get" className="staff-product-filters" role="search">
      <ProductText name="q" label={t.list.search} value={query.q ?? ''} />
      <ProductSelect
        name="status"
        label={t.list.status}
        value={query.status ?? ''}
        options={PRODUCT_STATUSES.map((status) => ({ value: status, label: t.status[status] }))}
        placeholder={t.list.allStatuses}
      />
      <ProductSelect
        name="myndighet"
        label={t.list.authority}
        value={query.myndighet ? String(query.myndighet) : ''}
        options={authorities.map((a) => ({ value: String(a.id), label: a.navn }))}
        placeholder={t.list.allAuthorities}
      />
      <Button type="submit" variant="secondary">
        {t.list.filter}
      </Button>
    </Form>
  )
}

/** Drafts and products with their status, the last changed first. */
export function ProductList(props: ProductListProps) {
  return (
    <>
      <ListFilters query={props.query} authorities={props.authorities} />
      <Paragraph role="status">{format(t.list.count, { count: props.total })}</Paragraph>
      {props.items.length ? (
        <Table>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>
                <span className="ds-sr-only">{t.bulk.publishSelected}</span>
              </Table.HeaderCell>
              <Table.HeaderCell>{t.list.name}</Table.HeaderCell>
              <Table.HeaderCell>{t.list.status}</Table.HeaderCell>
              <Table.HeaderCell>{t.list.authority}</Table.HeaderCell>
              <Table.HeaderCell>{t.list.changed}</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {props.items.map((item) => (
              <Table.Row key={`${item.utkast}-${item.id}`}>
                <Table.Cell>
                  {item.utkast ? (
                    <Input
                      type="checkbox"
                      name="utkast"
                      value={String(item.id)}
                      form={BULK_FORM_ID}
                      aria-label={format(t.bulk.select, { name: item.navn || t.form.unnamed })}
                    />
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  <Link
                    className="ds-link"
                    to={productPath({ kind: item.utkast ? 'draft' : 'product', id: item.id })}
                  >
                    {item.navn || t.form.unnamed}
                  </Link>
                  {item.kjennetegn ? <div>{item.kjennetegn}</div> : null}
                </Table.Cell>
                <Table.Cell>
                  <Tag data-color={STATUS_COLOR[item.status]}>{t.status[item.status]}</Tag>
                </Table.Cell>
                <Table.Cell>{item.myndighetNavn}</Table.Cell>
                <Table.Cell>{formatDateTime(item.endret)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      ) : (
        <Paragraph>{t.list.none}</Paragraph>
      )}
      <BulkPublish
        importId={props.query.import}
        importDrafts={props.importDrafts}
        hasDrafts={props.items.some((item) => item.utkast)}
        refusal={props.refusal}
      />
      <ListPages query={props.query} total={props.total} pageSize={STAFF_LIST_PAGE_SIZE} />
    </>
  )
}
