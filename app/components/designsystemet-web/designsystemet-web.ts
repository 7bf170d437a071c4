// The parts of Designsystemet's web runtime (@digdir/designsystemet-web) that the components this
// site uses need in the browser. Its package entry registers all of them, a third of the site's
// JavaScript (combobox, tabs, tooltips, popover and invoker polyfills, floating-ui); vite.config.ts
// points the package's name here in the client build instead. A component taken into use that
// needs another part (Popover, Tabs, Suggestion, Tooltip, Pagination, ...) must add it here.
// See docs/decisions/022-first-load-javascript.md.
import 'designsystemet-web-parts/field/field.js' // Field: labels, descriptions, validation, counter
import 'designsystemet-web-parts/fieldset/fieldset.js' // Fieldset: the legend names the group
import 'designsystemet-web-parts/error-summary/error-summary.js' // ErrorSummary: focus, name
import 'designsystemet-web-parts/dialog/dialog.js' // Dialog: closedby, light dismiss
import 'designsystemet-web-parts/clickdelegatefor/clickdelegatefor.js' // Card: whole card clicks
import 'designsystemet-web-parts/details/details.js' // <details> polyfill (the main menu)

// Designsystemet's usePagination hook imports this helper; the treeshake rule in vite.config.ts
// keeps the custom element that shares its module out unless something uses it.
export { pagination } from 'designsystemet-web-parts/pagination/pagination.js'
