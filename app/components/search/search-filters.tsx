import { Button } from '@digdir/designsystemet-react'
import { Form, Link } from 'react-router'
import { format } from '../../../i18n/format.ts'
import { useLanguage, useMessages } from '../messages/use-messages.ts'
import { dataLang } from '../authority/authority-text.ts'
import { collapseScript, usePhoneCollapse } from '../category-section/use-phone-collapse.ts'
import { InlineScript } from '../inline-script/inline-script.tsx'
import type { SearchPageData } from './load-search.server.ts'
import { CheckboxField, CheckboxGroup, TextField } from './filter-fields.tsx'
import { SEARCH_PATH } from './search-url.ts'
import { useDebouncedSearch } from './use-debounced-search.ts'

const DETAILS_ID = 'search-filters'

/**
 * The filters as a plain GET form to /search with a submit button, so they work without
 * JavaScript; with it they search by themselves (useDebouncedSearch). The chosen category rides
 * along as a hidden field. Open from 600 px, folded away on phones.
 */
export function SearchFilters({ data }: { data: SearchPageData }) {
  const t = useMessages()
  const authorityLang = dataLang(useLanguage())
  const s = t.catalogue.search
  const { state } = data
  const { formKey, onChange, onSubmit } = useDebouncedSearch()
  const { ref, open, onToggle } = usePhoneCollapse('filters')
  return (
    <aside className="search-filters" aria-label={s.filters}>
      <details
        ref={ref}
        id={DETAILS_ID}
        className="ds-details search-filters__details"
        open={open}
        onToggle={onToggle}
      >
        <summary>{s.filters}</summary>
        <div>
          <Form
            key={formKey}
            method="get"
            action={SEARCH_PATH}
            className="search-filters__form"
            onChange={onChange}
            onSubmit={onSubmit}
          >
            {state.kategori === undefined ? null : (
              <input type="hidden" name="katid" value={state.kategori} />
            )}
            <TextField id="filter-q" name="q" type="search" label={s.q} value={state.q} />
            <CheckboxField
              id="filter-proff"
              name="proff"
              value="true"
              label={s.proff}
              checked={!!state.proff}
            />
            <CheckboxField
              id="filter-utland"
              name="utland"
              value="true"
              label={s.utland}
              checked={!!state.utland}
            />
            <CheckboxGroup
              name="risiko"
              legend={s.risiko}
              options={data.risks.map(({ id, navn }) => ({ id, label: navn }))}
              selected={state.risiko ?? []}
            />
            <CheckboxGroup
              name="tiltak"
              legend={s.tiltak}
              options={data.measures.map(({ id, navn }) => ({
                id,
                label: navn ?? format(t.catalogue.product.unnamedMeasure, { id }),
              }))}
              selected={state.tiltak ?? []}
            />
            <CheckboxGroup
              name="myndighet"
              legend={s.myndighet}
              options={data.authorities.map(({ id, navn }) => ({
                id,
                label: navn,
                lang: authorityLang,
              }))}
              selected={state.myndighet ?? []}
            />
            <TextField id="filter-df" name="df" type="date" label={s.df} value={state.df} />
            <TextField id="filter-dt" name="dt" type="date" label={s.dt} value={state.dt} />
            <div className="search-filters__actions">
              <Button type="submit">{s.submit}</Button>
              <Link to={SEARCH_PATH} className="ds-link">
                {s.reset}
              </Link>
            </div>
          </Form>
        </div>
      </details>
      <InlineScript code={collapseScript(DETAILS_ID)} />
    </aside>
  )
}
