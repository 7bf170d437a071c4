import { and, asc, eq, getTableColumns, isNull } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import {
  myndighet,
  produkt,
  produktBilde,
  produktDokument,
  produktFare,
  produktTiltak,
} from '../../db/schema/index.ts'
import { documentUrl, imageUrl } from './image-urls.ts'
import type { ProductDetail } from './product-schemas.ts'

// The search vector and the withdrawal time are for the database, not for anyone reading.
const { sok: _sok, withdrawnAt: _withdrawnAt, ...publicColumns } = getTableColumns(produkt)

/** One public product with every label, hazard, measure, image and document; undefined if none. */
export async function findProduct(db: Db, id: number): Promise<ProductDetail | undefined> {
  const [row] = await db
    .select({ product: publicColumns, authority: { id: myndighet.id, navn: myndighet.navn } })
    .from(produkt)
    .innerJoin(myndighet, eq(myndighet.id, produkt.myndighetId))
    .where(and(eq(produkt.id, id), isNull(produkt.withdrawnAt)))
  if (!row) return undefined
  const [hazards, measures, images, documents] = await Promise.all([
    db
      .select({ risikoId: produktFare.risikoId, produktKategoriId: produktFare.kategoriId })
      .from(produktFare)
      .where(eq(produktFare.produktId, id))
      .orderBy(asc(produktFare.risikoId), asc(produktFare.kategoriId)),
    db
      .select({ id: produktTiltak.tiltakId })
      .from(produktTiltak)
      .where(eq(produktTiltak.produktId, id))
      .orderBy(asc(produktTiltak.tiltakId)),
    db
      .select({
        id: produktBilde.id,
        alt: produktBilde.alt,
        mainThumbnail: produktBilde.mainThumbnail,
        imageWidth: produktBilde.width,
        imageHeight: produktBilde.height,
      })
      .from(produktBilde)
      .where(eq(produktBilde.produktId, id))
      .orderBy(asc(produktBilde.rekkefolge), asc(produktBilde.id)),
    db
      .select({ id: produktDokument.id, filnavn: produktDokument.filnavn })
      .from(produktDokument)
      .where(eq(produktDokument.produktId, id))
      .orderBy(asc(produktDokument.id)),
  ])
  const { myndighetId: _myndighetId, ...fields } = row.product
  return {
    ...fields,
    firstPublished: fields.firstPublished.toISOString(),
    sistEndret: fields.sistEndret.toISOString(),
    myndighet: row.authority,
    fareList: hazards,
    tiltak: measures.map((measure) => measure.id),
    thumbnailMetaList: images.map(({ id: imageId, ...image }) => ({
      url: imageUrl(imageId),
      ...image,
    })),
    attachment: documents.map((document) => ({
      url: documentUrl(document.id),
      filnavn: document.filnavn,
    })),
  }
}
