import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('produkt/:id', 'routes/product.tsx', { id: 'product' }),
  route('product/:id', 'routes/product-redirect.tsx'),
  route('search', 'routes/search.tsx', { id: 'search' }),
  route('omnettstedet', 'routes/about.tsx', { id: 'about' }),
  route('personvern', 'routes/privacy.tsx', { id: 'privacy' }),
  route('myndighet', 'routes/authorities.tsx', { id: 'authorities' }, [
    index('routes/authorities-list.tsx', { id: 'authority-list' }),
    route(':id', 'routes/authorities-detail.tsx', { id: 'authority' }),
  ]),
  route('abonnement/opprett', 'routes/subscription-create.tsx', { id: 'subscription-create' }),
  route('abonnement/mine', 'routes/subscription-overview.tsx', { id: 'subscriptions' }),
  route('abonnement/:id/aktiver', 'routes/subscription-activate.tsx', {
    id: 'subscription-activate',
  }),
  route('abonnement/:id/slett', 'routes/subscription-delete.tsx', { id: 'subscription-delete' }),
  route('innmelding', 'routes/report.tsx', { id: 'messages' }, [
    index('routes/report-start.tsx', { id: 'messages-start' }),
    route('observasjon/:productId?', 'routes/report-observation.tsx', {
      id: 'messages-observation',
    }),
    route('bekymring/:productId?', 'routes/report-concern.tsx', { id: 'messages-concern' }),
    route('meldeplikt', 'routes/report-duty.tsx', { id: 'messages-duty' }),
  ]),
  route('forvaltning', 'routes/staff.tsx', { id: 'staff' }, [
    index('routes/staff-start.tsx', { id: 'staff-start' }),
    route('logg-inn', 'routes/staff-sign-in.tsx', { id: 'staff-sign-in' }),
    route('logg-inn/lenke', 'routes/staff-sign-in-link.tsx', { id: 'staff-sign-in-link' }),
    route('logg-inn/oidc', 'routes/staff-sign-in-oidc.tsx', { id: 'staff-sign-in-oidc' }),
    route('logg-ut', 'routes/staff-sign-out.tsx', { id: 'staff-sign-out' }),
    route('produkter', 'routes/staff-products.tsx', { id: 'staff-products' }),
    route('produkter/ny', 'routes/staff-product-new.tsx', { id: 'staff-product-new' }),
    route('produkter/import', 'routes/staff-product-import.tsx', { id: 'staff-product-import' }),
    route('produkter/import/mal/:format', 'routes/staff-product-import-template.ts', {
      id: 'staff-product-import-template',
    }),
    route('produkter/utkast/:id', 'routes/staff-product-draft.tsx', { id: 'staff-product-draft' }),
    route('produkter/utkast/:id/forhandsvisning', 'routes/staff-product-preview.tsx', {
      id: 'staff-product-draft-preview',
    }),
    route('produkter/:id', 'routes/staff-product-edit.tsx', { id: 'staff-product-edit' }),
    route('produkter/:id/forhandsvisning', 'routes/staff-product-preview.tsx', {
      id: 'staff-product-preview',
    }),
    route('bilde/:id', 'routes/staff-image.ts', { id: 'staff-image' }),
    route('dokument/:id', 'routes/staff-document.ts', { id: 'staff-document' }),
    route('ansatte', 'routes/staff-members.tsx', { id: 'staff-members' }),
    route('myndigheter', 'routes/staff-authorities.tsx', { id: 'staff-authorities' }),
    route('logg', 'routes/staff-audit-log.tsx', { id: 'staff-audit-log' }),
    route('ruting', 'routes/staff-routing.tsx', { id: 'staff-routing' }),
    route('ruting/historikk', 'routes/staff-routing-history.tsx', { id: 'staff-routing-history' }),
    route('ruting/:id', 'routes/staff-routing-rule.tsx', { id: 'staff-routing-rule' }),
    route('meldinger', 'routes/staff-inbox.tsx', { id: 'staff-inbox' }),
    route('meldinger/tall', 'routes/staff-inbox-numbers.tsx', { id: 'staff-inbox-numbers' }),
    route('meldinger/tall/:format', 'routes/staff-inbox-numbers-file.ts', {
      id: 'staff-inbox-numbers-file',
    }),
    route('meldinger/:kind/:id', 'routes/staff-report.tsx', { id: 'staff-report' }),
    route('meldinger/:kind/:id/vedlegg/:fileId', 'routes/staff-report-attachment.ts', {
      id: 'staff-report-attachment',
    }),
  ]),
  route('stats/event', 'routes/analytics-event.ts'),
  route('forslag', 'routes/suggestions.ts'),
  route('404', 'routes/not-found.tsx'),
  route('*', 'routes/redirect-to-not-found.tsx'),
] satisfies RouteConfig
