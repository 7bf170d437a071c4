import { data } from 'react-router'
import type { Services } from '#app-context'
import { referenceList } from '../../../../domain/catalogue/reference-lists.ts'
import type { ProductDetail } from '../../../../domain/catalogue/product-schemas.ts'
import type { StoredFields } from '../../../../domain/staff/products/changed-fields.ts'
import { readDraft } from '../../../../domain/staff/products/drafts.ts'
import { imageDetails } from '../../../../domain/staff/products/product-image-store.ts'
import { readProduct } from '../../../../domain/staff/products/product-store.ts'
import { mayEditProductOf } from '../../../../domain/staff/roles.ts'
import type { StaffMember } from '../../../../domain/staff/staff-member.ts'
import { productPageData } from '../../product-detail/load-product.server.ts'
import { unlessUnavailable } from '../../../unavailable.server.ts'
import { staffDocumentUrl, staffImageUrl, type ProductTarget } from './product-paths.ts'

interface Saved {
  id: number
  fields: StoredFields
  firstPublished?: Date
  sistEndret: Date
}

async function readSaved(services: Services, target: ProductTarget): Promise<Saved | undefined> {
  if (target.kind === 'new') return undefined
  if (target.kind === 'product') return readProduct(services.db, target.id)
  const draft = await readDraft(services.db, target.id)
  return draft && { ...draft, sistEndret: draft.sistLagret }
}

/**
 * A saved draft or product as the public product page takes it: the same data the page loads
 * for a published product, with pictures served from the staff area (an upload is not public
 * yet). A draft is dated as if published now. 404 if not there; 403 for a person who may not
 * change it, since a draft is no one else's business.
 */
export async function loadPreview(
  services: Services,
  staff: StaffMember,
  target: ProductTarget,
  origin: string,
) {
  const saved = await unlessUnavailable(readSaved(services, target))
  if (!saved) throw data(null, { status: 404 })
  const { fields } = saved
  if (!mayEditProductOf(staff, fields.myndighet)) throw data(null, { status: 403 })
  const [authorities, images] = await unlessUnavailable(
    Promise.all([
      referenceList(services.db, 'authorities'),
      imageDetails(
        services.db,
        fields.bilder.map((image) => image.id),
      ),
    ]),
  )
  const size = new Map(images.map((image) => [image.id, image]))
  const published = (saved.firstPublished ?? saved.sistEndret).toISOString()
  const { myndighet: authorityId, bilder, hovedbilde, dokumenter, ...rest } = fields
  const product: ProductDetail = {
    ...rest,
    id: saved.id,
    navn: fields.navn ?? '',
    kjennetegn: fields.kjennetegn ?? '',
    beskrivelse: fields.beskrivelse ?? '',
    hvorforFarlig: fields.hvorforFarlig ?? '',
    forbrukerAksjon: fields.forbrukerAksjon ?? '',
    firstPublished: published,
    sistEndret: saved.sistEndret.toISOString(),
    myndighet: {
      id: authorityId,
      navn: authorities.find((authority) => authority.id === authorityId)?.navn ?? '',
    },
    thumbnailMetaList: bilder.flatMap((image) => {
      const stored = size.get(image.id)
      if (!stored) return []
      return [
        {
          url: staffImageUrl(image.id),
          alt: image.alt,
          mainThumbnail: image.id === hovedbilde,
          imageWidth: stored.width,
          imageHeight: stored.height,
        },
      ]
    }),
    attachment: dokumenter.map((document) => ({
      url: staffDocumentUrl(document.id),
      filnavn: document.filnavn,
    })),
  }
  return {
    page: await unlessUnavailable(productPageData(services, product, origin)),
    name: product.navn,
  }
}
