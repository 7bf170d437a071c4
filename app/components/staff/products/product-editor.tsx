import type { ReactNode } from 'react'
import { Alert, Link as DsLink, Paragraph } from '@digdir/designsystemet-react'
import type { HistoryEntry } from '../../../../domain/staff/products/product-history.ts'
import type { FormChoices } from './load-product-form.server.ts'
import type { ProductFormResult } from './product-form-result.ts'
import { ProductForm, WithdrawForm } from './product-form.tsx'
import type { ProductFormValues } from './product-form-values.ts'
import { ProductHistory } from './product-history.tsx'
import { ProductsPageHeader } from './products-page-header.tsx'
import { t } from './product-texts.ts'

interface ProductEditorProps {
  title: string
  /** What the page loaded; what the person posted, when the action refused it, wins. */
  loaded: ProductFormValues
  result: ProductFormResult | undefined
  choices: FormChoices
  published: boolean
  /** Said at the top after a save: saved, published, withdrawn. */
  notice?: string
  /** Why this person may look but not change, if so. */
  readOnly?: string
  history?: HistoryEntry[]
  /** The public page's address, once published and not withdrawn. */
  publicPage?: string
  /** The version to withdraw, when the product can be withdrawn. */
  withdrawVersion?: string
  /** The preview of what is saved, once there is something saved. */
  previewPage?: string
  /** What other parts of the staff area show about a published product (its reports). */
  children?: ReactNode
}

/** A product's page in the staff area: the form, and for a product its history and withdrawal. */
export function ProductEditor(props: ProductEditorProps) {
  const values = props.result?.values ?? props.loaded
  return (
    <article className="staff-page staff-page--wide">
      <ProductsPageHeader title={props.title}>
        {props.previewPage ? (
          <Paragraph>
            <DsLink href={props.previewPage}>{t.form.preview}</DsLink>
          </Paragraph>
        ) : null}
        {props.publicPage ? (
          <Paragraph>
            <DsLink href={props.publicPage}>{t.form.publicPage}</DsLink>
          </Paragraph>
        ) : null}
      </ProductsPageHeader>
      {props.notice && !props.result ? (
        <Alert data-color="success" role="status">
          <Paragraph>{props.notice}</Paragraph>
        </Alert>
      ) : null}
      {props.result?.notice ? (
        <Alert data-color="info" role="status">
          <Paragraph>{props.result.notice}</Paragraph>
        </Alert>
      ) : null}
      {props.readOnly ? (
        <Alert data-color="info">
          <Paragraph>{props.readOnly}</Paragraph>
        </Alert>
      ) : null}
      <ProductForm
        // A refused post shows what was posted: a new form, not the old one's typed state.
        key={
          props.result
            ? `posted-${values.versjon}-${Object.keys(props.result.errors).join()}-${values.bilder
                .map((image) => image.id)
                .join()}`
            : 'loaded'
        }
        values={values}
        errors={props.result?.errors ?? {}}
        conflict={props.result?.conflict}
        choices={props.choices}
        published={props.published}
      />
      {props.withdrawVersion && !props.readOnly ? (
        <WithdrawForm versjon={props.withdrawVersion} />
      ) : null}
      {props.history ? <ProductHistory entries={props.history} /> : null}
      {props.children}
    </article>
  )
}
