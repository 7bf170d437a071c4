import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { REPORT_FORMS } from '../../app/components/report/report-kinds.ts'
import routes from '../../app/routes.ts'
import {
  linkTokenSchema,
  newSubscriptionSchema,
  overviewRequestSchema,
} from '../../domain/subscriptions/subscription-schemas.ts'
import {
  newStaffSchema,
  signInLinkSchema,
  signInRequestSchema,
} from '../../domain/staff/staff-schemas.ts'
import { inboxDeliveryFormSchema } from '../../domain/staff/authorities/inbox-delivery.ts'
import { bulkPublishSchema } from '../../domain/staff/products/bulk-publish.ts'
import { productDraftSchema, productSchema } from '../../domain/staff/products/product-schema.ts'
import { routingRuleSchema } from '../../domain/routing/rule-schemas.ts'
import {
  linkProductFormSchema,
  noteFormSchema,
  rerouteFormSchema,
  statusFormSchema,
} from '../../domain/staff/inbox/work-schemas.ts'
import type { JsonSchema } from './fuzz-routes.ts'

/** One page form as the page fuzz test posts it: where, and what its own Zod schema takes. */
export interface PageForm {
  /** The route's path in app/routes.ts (`abonnement/:id/slett`). */
  route: string
  /** Paths to post to, parameters filled with values that exist and values that do not. */
  paths: string[]
  schema: JsonSchema
  /** Fields that repeat their name (checkboxes); groups name theirs `group.index.field`. */
  lists: readonly string[]
  groups: readonly string[]
  /** Whether the form carries a captcha, and files. */
  captcha: boolean
  files: boolean
  /** The names files are posted under, when not a report form's (`vedlegg`). */
  fileFields?: readonly string[]
}

/** Values the paths are filled with, from the test's database. */
export interface KnownIds {
  productId: number
  subscriptionId: number
  /** Things of the staff area that exist, for the signed-in fuzz: without them, odd ids only. */
  staff?: StaffIds
}

/** Ids of the staff area's things that exist, so that some posts reach a real one. */
interface StaffIds {
  products: number[]
  drafts: number[]
  rules: number[]
  reports: { kind: string; id: number }[]
}

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema

export const ODD_IDS = ['0', '-1', '99999999999', 'abc', '%00', '__proto__']

/** A staff product page's paths: ids that exist, one that may, and odd ones. */
const staffProductPaths = (under: string, real: number[] = []) =>
  [...real.map(String), '1', ...ODD_IDS].map((id) => `/forvaltning/produkter${under}/${id}`)

/**
 * A product form's fields and the button that posts it (`handling`): save, publish, withdraw,
 * or a picture's or document's button (`bilde:…`), which the product schema does not hold.
 */
const withButton = (schema: z.ZodObject) =>
  z.object({
    ...schema.shape,
    handling: z.enum(['utkast', 'publiser', 'lagre', 'trekk', 'bilde:fjern:1', 'bilde:opp:1']),
  })

/**
 * The buttons of the staff forms told apart by `intent`: a post sent by none of them is no form
 * of the page, and answered as one that cannot be read.
 */
export const STAFF_BUTTONS: Record<string, readonly [string, ...string[]]> = {
  'ruting/:id': ['lagre', 'slett'],
  'meldinger/:kind/:id': ['status', 'notat', 'omruting', 'produkt', 'lag-produkt'],
  ansatte: ['legg-til', 'endre', 'deaktiver'],
}

const intent = (route: string) => z.enum(STAFF_BUTTONS[route]!)

/** Every page form, each from the same Zod schema its action checks with. */
export function pageForms(known: KnownIds): PageForm[] {
  const real = known.staff
  const products = ['', `/${known.productId}`, ...ODD_IDS.map((id) => `/${id}`)]
  const report = (kind: keyof typeof REPORT_FORMS, route: string, withProduct: boolean) => {
    const { schema, shape, attachments } = REPORT_FORMS[kind]
    return {
      route,
      paths: (withProduct ? products : ['']).map((suffix) => `/innmelding/${kind}${suffix}`),
      schema: jsonSchema(schema),
      lists: 'lists' in shape ? shape.lists : [],
      groups: 'groups' in shape ? shape.groups : [],
      captcha: true,
      files: attachments,
    }
  }
  const ids = [String(known.subscriptionId), ...ODD_IDS]
  const link = (action: string) => ({
    route: `abonnement/:id/${action}`,
    paths: ids.map((id) => `/abonnement/${id}/${action}`),
    schema: jsonSchema(z.object({ token: linkTokenSchema })),
    lists: [],
    groups: [],
    captcha: false,
    files: false,
  })
  const subscription = (route: string, schema: z.ZodType, lists: string[]) => ({
    route,
    paths: [`/${route}`],
    schema: jsonSchema(schema),
    lists,
    groups: [],
    captcha: true,
    files: false,
  })
  const staff = (route: string, schema: z.ZodType, paths = [`/forvaltning/${route}`]) => ({
    route,
    paths,
    schema: jsonSchema(schema),
    lists: route.startsWith('produkter')
      ? ['tiltak']
      : route.startsWith('ruting')
        ? ['mottakere']
        : [],
    groups: route.startsWith('produkter') ? ['fareList', 'bilder', 'dokumenter'] : [],
    captcha: false,
    files: route.startsWith('produkter'),
    fileFields: [
      'nyttBilde',
      'nyttBilde',
      'nyttDokument',
      'nyttDokument',
      '__proto__',
      'bilder.0.id',
      'dokumenter.0.id',
    ],
  })
  return [
    report('observasjon', 'observasjon/:productId?', true),
    report('bekymring', 'bekymring/:productId?', true),
    report('meldeplikt', 'meldeplikt', false),
    subscription('abonnement/opprett', newSubscriptionSchema, ['risiko', 'tiltak', 'myndighet']),
    subscription('abonnement/mine', overviewRequestSchema, []),
    link('aktiver'),
    link('slett'),
    staff('logg-inn', signInRequestSchema),
    staff('logg-inn/lenke', signInLinkSchema),
    staff('logg-ut', z.object({})),
    staff('produkter/ny', withButton(productDraftSchema)),
    staff(
      'produkter/utkast/:id',
      withButton(productDraftSchema),
      staffProductPaths('/utkast', real?.drafts),
    ),
    staff('produkter/:id', withButton(productSchema), staffProductPaths('', real?.products)),
    { ...staff('produkter', bulkPublishSchema), lists: ['utkast'], groups: [] },
    // The import's one field is its file, which the schema of each row then reads.
    { ...staff('produkter/import', z.object({})), lists: [], groups: [], files: true },
    staff(
      'ruting/:id',
      z.object({ intent: intent('ruting/:id'), ...routingRuleSchema.shape }),
      ['ny', ...(real?.rules.map(String) ?? []), '1', ...ODD_IDS].map(
        (id) => `/forvaltning/ruting/${id}`,
      ),
    ),
    // A report's page has a form per piece of work, told apart by `intent`: all their fields.
    staff(
      'meldinger/:kind/:id',
      z.object({
        intent: intent('meldinger/:kind/:id'),
        ...statusFormSchema.partial().shape,
        ...noteFormSchema.partial().shape,
        ...rerouteFormSchema.partial().shape,
        ...linkProductFormSchema.partial().shape,
      }),
      [
        ...(real?.reports.map(({ kind, id }) => `/forvaltning/meldinger/${kind}/${id}`) ?? []),
        ...['observasjon', 'bekymring', 'meldeplikt', 'annet'].flatMap((kind) =>
          ['1', ...ODD_IDS].map((id) => `/forvaltning/meldinger/${kind}/${id}`),
        ),
      ],
    ),
    staff('myndigheter', inboxDeliveryFormSchema),
    // The staff page's three forms, told apart by `intent`; the member of staff by `id`.
    staff(
      'ansatte',
      z.object({
        intent: intent('ansatte'),
        id: z.coerce.number().int().min(1),
        ...z.object(newStaffSchema.shape).partial().shape,
      }),
    ),
    // Not configured here, so its button's post is a 404; the way back from the provider is a GET.
    staff('logg-inn/oidc', z.object({})),
  ]
}

interface RouteEntry {
  path?: string
  file: string
  children?: RouteEntry[]
}

/**
 * The routes in app/routes.ts whose module exports an action, that is, takes a post. A route
 * that does and has no form above fails the test, so a new form is not left out of it.
 */
export function routesWithActions(): string[] {
  const found: string[] = []
  const visit = (entries: RouteEntry[]) => {
    for (const entry of entries) {
      const source = readFileSync(path.resolve('app', entry.file), 'utf8')
      if (/export (async )?function action\b|export const action\b/.test(source)) {
        found.push(entry.path ?? '')
      }
      visit(entry.children ?? [])
    }
  }
  visit(routes)
  return found
}
