/**
 * The result list of a product sold by route within a sale window (trains, buses; docs/kit.md):
 * the `RouteHead` (the places back to the search, the day before and after), the standard's line,
 * the rows, nothing found (change the search) or filtered away (clear the filters), the product's
 * sort and tools, and the filter button opening the product's filter sheet. Texts:
 * `<ns>:title.list`, `<ns>:list.changeSearch`, `<ns>:filter.clear`, `<ns>:filter.title`; the block
 * `<ns>-list`.
 */
import type { ReactNode } from 'react'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { useSheets } from '@/components/use-sheets'
import { go } from '@/core/navigate'
import type { Lang } from '@/domain/format'
import type { RouteName } from '@/routes'
import RouteHead, { type RouteDay } from './route-head'
import { ResultBody, ResultPage, type ListSort, type ListTool } from './index'

/** What the filter sheet is handed: whether it shows, the filter chosen (the sheet then closes), closing it. */
export interface FilterSheetBinding<F> {
  open: boolean
  onApply: (filter: F) => void
  onClose: () => void
}

export interface RouteResultsProps<T, F, S extends string> {
  ns: string
  /** The search store's route (its places and day). */
  route: RouteDay
  lang: Lang
  /** The search page, where the places and "change the search" lead. */
  search: RouteName
  state: 'idle' | 'loading' | 'error' | 'done'
  rows: readonly T[]
  onRetry: () => void
  /** The standard's line, once the answer is there. */
  policy: string | false
  /** How many filters are on, and the filter with none on (what clearing sets). */
  filters: number
  noFilter: F
  setFilter: (filter: F) => void
  rowHeight: number
  resetKey: string
  renderRow: (row: T) => ReactNode
  sort?: ListSort<S>
  tools?: ListTool[]
  filterSheet: (sheet: FilterSheetBinding<F>) => ReactNode
}

function RouteResults<T, F, S extends string>(p: RouteResultsProps<T, F, S>) {
  const { t } = useTranslation()
  const sheets = useSheets<'filter'>()
  const ns = p.ns
  return (
    <ResultPage
      title={`${ns}:title.list`}
      className={`${ns}-list`}
      head={<RouteHead ns={ns} block={`${ns}-list`} store={p.route} lang={p.lang} search={p.search} />}
      policy={p.policy}
      body={
        <ResultBody
          ns={ns}
          state={p.state}
          rows={p.rows}
          onRetry={p.onRetry}
          actions={[{ text: t(`${ns}:list.changeSearch`), onPress: () => void go(p.search), solid: true }]}
          clear={p.filters > 0 ? { text: t(`${ns}:filter.clear`), onPress: () => p.setFilter(p.noFilter) } : null}
          rowHeight={p.rowHeight}
          resetKey={p.resetKey}
          renderRow={p.renderRow}
        />
      }
      sort={p.sort}
      tools={p.tools ?? []}
      filter={{ text: t(`${ns}:filter.title`), count: p.filters, onPress: () => sheets.show('filter') }}
    >
      {p.filterSheet({ open: sheets.open === 'filter', onApply: sheets.done(p.setFilter), onClose: sheets.close })}
    </ResultPage>
  )
}

export default observer(RouteResults) as typeof RouteResults
