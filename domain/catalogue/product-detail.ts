import { and, eq, getTableColumns, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { myndighet, produkt } from '../../db/schema/index.ts'
import { documentUrl, imageUrl } from './image-urls.ts'
import type { ProductDetail } from './product-schemas.ts'

// The search vector and the withdrawal time are for the database, not for anyone reading.
const { sok: _sok, withdrawnAt: _withdrawnAt, ...publicColumns } = getTableColumns(produkt)

interface Hazard {
  risikoId: number
  produktKategoriId: number
}

interface Image {
  id: number
  alt: string
  mainThumbnail: boolean
  imageWidth: number
  imageHeight: number
}

/** The rows of a product's own table as one JSON array, in order; [] when it has none. */
function ownRows<T>(table: SQL, fields: SQL, order: SQL) {
  return sql<T[]>`coalesce((
    select json_agg(json_build_object(${fields}) order by ${order})
    from ${table} own where own.produkt_id = ${produkt.id}), '[]'::json)`
}

/**
 * One public product with every label, hazard, measure, image and document; undefined if none.
 * One statement: the product page and the API ask for a product on every view, and a round trip
 * to the database for each of its lists cost more than reading them.
 */
export async function findProduct(db: Db, id: number): Promise<ProductDetail | undefined> {
  const [row] = await db
    .select({
      product: publicColumns,
      authority: { id: myndighet.id, navn: myndighet.navn },
      hazards: ownRows<Hazard>(
        sql`produkt_fare`,
        sql`'risikoId', own.risiko_id, 'produktKategoriId', own.kategori_id`,
        sql`own.risiko_id, own.kategori_id`,
      ),
      measures: sql<number[]>`array(
        select own.tiltak_id from produkt_tiltak own
        where own.produkt_id = ${produkt.id} order by own.tiltak_id)`,
      images: ownRows<Image>(
        sql`produkt_bilde`,
        sql`'id', own.id, 'alt', own.alt, 'mainThumbnail', own.main_thumbnail,
          'imageWidth', own.width, 'imageHeight', own.height`,
        sql`own.rekkefolge, own.id`,
      ),
      documents: ownRows<{ id: number; filnavn: string }>(
        sql`produkt_dokument`,
        sql`'id', own.id, 'filnavn', own.filnavn`,
        sql`own.rekkefolge, own.id`,
      ),
    })
    .from(produkt)
    .innerJoin(myndighet, eq(myndighet.id, produkt.myndighetId))
    .where(and(eq(produkt.id, id), isNull(produkt.withdrawnAt)))
  if (!row) return undefined
  const { myndighetId: _myndighetId, ...fields } = row.product
  return {
    ...fields,
    firstPublished: fields.firstPublished.toISOString(),
    sistEndret: fields.sistEndret.toISOString(),
    myndighet: row.authority,
    fareList: row.hazards,
    tiltak: row.measures,
    thumbnailMetaList: row.images.map(({ id: imageId, ...image }) => ({
      url: imageUrl(imageId),
      ...image,
    })),
    attachment: row.documents.map((document) => ({
      url: documentUrl(document.id),
      filnavn: document.filnavn,
    })),
  }
}

/**
 * A withdrawn product's name and when it was withdrawn; undefined for one that is listed or was
 * never there. Its page and the API then answer 410 Gone rather than 404, saying when.
 */
export async function findWithdrawal(
  db: Db,
  id: number,
): Promise<{ navn: string; withdrawnAt: string } | undefined> {
  const [row] = await db
    .select({ navn: produkt.navn, withdrawnAt: produkt.withdrawnAt })
    .from(produkt)
    .where(and(eq(produkt.id, id), isNotNull(produkt.withdrawnAt)))
  return row?.withdrawnAt
    ? { navn: row.navn, withdrawnAt: row.withdrawnAt.toISOString() }
    : undefined
}
