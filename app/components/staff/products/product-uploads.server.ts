import type { Services } from '#app-context'
import { documentName } from '../../../../domain/staff/products/product-documents.ts'
import { MAX_ALT_LENGTH } from '../../../../domain/staff/products/product-schema.ts'
import { uploadProductDocument } from '../../../../domain/staff/products/upload-document.ts'
import {
  uploadProductImage,
  type UploadFor,
} from '../../../../domain/staff/products/upload-image.ts'
import type { StaffMember } from '../../../../domain/staff/staff-member.ts'
import { unlessUnavailable } from '../../../unavailable.server.ts'
import { NEW_DOCUMENT, NEW_DOCUMENT_NAME, withNewDocument } from './product-form-documents.ts'
import { NEW_IMAGE, NEW_IMAGE_ALT, postedFile, withNewImage } from './product-form-images.ts'
import type { ProductFormValues } from './product-form-values.ts'
import type { ProductTarget } from './product-paths.ts'
import { problemText } from './product-texts.ts'

type Taken = { values: ProductFormValues } | { errors: Record<string, string> }

interface Posted {
  services: Services
  by: { actor: StaffMember; now: Date }
  target: ProductTarget
  values: ProductFormValues
}

/** What an upload on this form is for: the stored product or draft, or the authority chosen. */
function uploadFor({ target, values, by }: Posted): UploadFor | undefined {
  if (target.kind === 'product') return { produktId: target.id }
  if (target.kind === 'draft') return { utkastId: target.id }
  const chosen = Number(values.texts.myndighet)
  const authority = Number.isInteger(chosen) && chosen > 0 ? chosen : by.actor.myndighetId
  return authority ? { myndighetId: authority } : undefined
}

const noAuthority = {
  errors: { myndighet: problemText('staffProducts.validation.authorityBeforeImage') },
}

/** The picture chosen, if any, checked and kept (upload-image.ts), and the values with it added. */
async function takeImage(posted: Posted, file: File | undefined): Promise<Taken> {
  const { values } = posted
  if (!file) return { values }
  const alt = (values.texts[NEW_IMAGE_ALT] ?? '').trim()
  if (!alt)
    return { errors: { [NEW_IMAGE_ALT]: problemText('staffProducts.validation.altRequired') } }
  if (alt.length > MAX_ALT_LENGTH) {
    return { errors: { [NEW_IMAGE_ALT]: problemText('reports.tooLong', { max: MAX_ALT_LENGTH }) } }
  }
  const owner = uploadFor(posted)
  if (!owner) return noAuthority
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kept = await unlessUnavailable(
    uploadProductImage(posted.services.db, posted.by, owner, { bytes, alt }),
  )
  if (!kept.ok) return { errors: { [NEW_IMAGE]: problemText(kept.problem) } }
  return { values: withNewImage(values, { id: String(kept.id), alt }) }
}

/**
 * The document chosen, if any, checked and kept (upload-document.ts), and the values with it
 * added under the name typed, or else the file's own.
 */
async function takeDocument(posted: Posted, file: File | undefined): Promise<Taken> {
  const { values } = posted
  if (!file) return { values }
  const filnavn = documentName(values.texts[NEW_DOCUMENT_NAME] ?? '', file.name) || 'dokument.pdf'
  const owner = uploadFor(posted)
  if (!owner) return noAuthority
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kept = await unlessUnavailable(
    uploadProductDocument(posted.services.db, posted.by, owner, { bytes, filnavn }),
  )
  if (!kept.ok) return { errors: { [NEW_DOCUMENT]: problemText(kept.problem) } }
  return { values: withNewDocument(values, { id: String(kept.id), filnavn }) }
}

/**
 * The picture and the document posted with the form, if any, kept as uploads and added to the
 * values; or the problems to show at their fields. Nothing of the product is saved here.
 */
export async function takeUploads(
  services: Services,
  by: { actor: StaffMember; now: Date },
  form: FormData,
  target: ProductTarget,
  values: ProductFormValues,
): Promise<Taken> {
  const image = await takeImage({ services, by, target, values }, postedFile(form, NEW_IMAGE))
  if ('errors' in image) return image
  return takeDocument(
    { services, by, target, values: image.values },
    postedFile(form, NEW_DOCUMENT),
  )
}
