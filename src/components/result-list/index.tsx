/**
 * The frame of every product's result list (docs/kit.md; docs/ux.md result list): the search in a
 * few words on top (the product's), the standard that applies, the body — skeletons while
 * loading, the error with its retry, empty (change the search) or emptied by the filters (clear
 * them), else the rows in the kit's virtual list with their count — and the bar of sorts and
 * filters at the bottom; the head and the bar stay put while the list scrolls inside.
 */
import { useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import PickerDialog from '@/components/picker-dialog'
import VirtualList from '@/components/virtual-list'
import { ErrorBlock, Skeletons, StateBlock, type StateAction } from '@/components/ui/states'
import { useBenchRows } from './bench-rows'
import './index.scss'

export { DayShift } from './day-shift'

export interface ResultPageProps<S extends string = string> {
  title: string
  /** The page's block ('hotel-list'), also its test id. */
  className: string
  /** The search in a few words (route, city, stay, dates). */
  head: ReactNode
  /** The standard that applies, once the results are there. */
  policy?: string | false | null
  body: ReactNode
  /** The sort, first in the bar: the current one, a picker of the others. */
  sort?: ListSort<S>
  tools: ListTool[]
  /** The filters, last in the bar, with how many are set. */
  filter?: { text: string; count: number; onPress: () => void }
  /** The sheets the tools open. */
  children?: ReactNode
}

export interface ListSort<S extends string> {
  title: string
  options: { value: S; text: string }[]
  value: S
  onSelect: (value: S) => void
}

/** The sort a search store keeps (`sort`, `setSort`) among `values`, each named `<texts>.<value>`, under the `title` key. */
export function storeSort<S extends string>(
  t: (key: string) => string,
  title: string,
  values: readonly S[],
  texts: string,
  store: { sort: S; setSort: (value: S) => void },
): ListSort<S> {
  return { title: t(title), options: values.map((value) => ({ value, text: t(`${texts}.${value}`) })), value: store.sort, onSelect: (v) => store.setSort(v) }
}

export function ResultPage<S extends string>(p: ResultPageProps<S>) {
  const [sorting, setSorting] = useState(false)
  const sort = p.sort
  const current = sort?.options.find((o) => o.value === sort.value)
  const tools: ListTool[] = [
    ...(sort
      ? [
          {
            text: `${current?.text ?? ''} ▾`,
            on: true,
            popup: true,
            testId: 'open-sort',
            onPress: () => setSorting(true),
          },
        ]
      : []),
    ...p.tools,
    ...(p.filter
      ? [
          {
            text: p.filter.text,
            on: p.filter.count > 0,
            badge: p.filter.count,
            testId: 'open-filter',
            onPress: p.filter.onPress,
          },
        ]
      : []),
  ]
  return (
    <Page title={p.title} className={`result-list ${p.className}`} testId={p.className}>
      {p.head}
      {p.policy !== undefined && (
        <Text className="result-list__policy" data-testid="list-policy">
          {p.policy || ' '}
        </Text>
      )}
      <View className="result-list__body">{p.body}</View>
      <ToolBar tools={tools} />
      {sort && (
        <PickerDialog
          open={sorting}
          title={sort.title}
          options={sort.options}
          selectedIndex={sort.options.findIndex((o) => o.value === sort.value)}
          onSelect={(o) => sort.onSelect(o.value)}
          onClose={() => setSorting(false)}
          testId="sort-picker"
        />
      )}
      {p.children}
    </Page>
  )
}

/** A sort or filter at the bottom; a switch says on or off, a button may count what is set. */
export interface ListTool {
  text: string
  icon?: string
  on: boolean
  testId: string
  onPress: () => void
  role?: 'button' | 'switch'
  /** It opens a dialog (a sort picker). */
  popup?: boolean
  /** How many filters are set. */
  badge?: number
}

function ToolBar({ tools }: { tools: ListTool[] }) {
  return (
    <View className="result-list__bar" role="toolbar">
      {tools.map((x) => (
        <View
          key={x.testId}
          className={`result-list__tool ${x.on ? 'result-list__tool--on' : ''}`}
          role={x.role ?? 'button'}
          aria-checked={x.role === 'switch' ? x.on : undefined}
          aria-haspopup={x.popup ? 'dialog' : undefined}
          data-testid={x.testId}
          onClick={x.onPress}
        >
          {x.icon && <Text className="result-list__tool-icon">{x.icon}</Text>}
          <Text className="result-list__tool-text">{x.text}</Text>
          {!!x.badge && <Text className="result-list__badge">{x.badge}</Text>}
        </View>
      ))}
    </View>
  )
}

export interface ResultBodyProps<T> {
  /**
   * The product's text namespace, also the test ids' prefix: its `list.loadFailed`, `list.empty`,
   * `list.emptyHint`, `list.emptyFiltered` and `list.count`; `<ns>-skeleton`, `<ns>-list-error`,
   * `-list-empty`, `-list-filtered`, `-rows`.
   */
  ns: string
  state: 'idle' | 'loading' | 'error' | 'done'
  rows: readonly T[]
  onRetry: () => void
  /** Nothing found for the search: what to do (change the search, another day). */
  actions: StateAction[]
  /** When the rows are empty because of the filters: how to clear them. */
  clear: StateAction | null
  rowHeight: number
  resetKey: string
  renderRow: (row: T) => ReactNode
}

/**
 * How far the rendered rows reach beyond the screen on each side, in design px: three rows of
 * flights, hotels or buses (about 375 CSS px on a phone 390 wide); as many taller rows (trains,
 * up to 372) as cover about the same, and never fewer than two.
 */
const BUFFER_DESIGN_PX = 720

export function ResultBody<T>(p: ResultBodyProps<T>) {
  const { t } = useTranslation()
  const rows = useBenchRows(p.rows)
  const ns = p.ns
  if (p.state === 'loading' || p.state === 'idle') return <Skeletons count={5} tall testId={`${ns}-skeleton`} />
  if (p.state === 'error') return <ErrorBlock text={t(`${ns}:list.loadFailed`)} onRetry={p.onRetry} testId={`${ns}-list-error`} />
  if (rows.length === 0 && p.clear)
    return <StateBlock text={t(`${ns}:list.emptyFiltered`)} testId={`${ns}-list-filtered`} actions={[{ ...p.clear, solid: true }]} />
  if (rows.length === 0) return <StateBlock text={t(`${ns}:list.empty`)} hint={t(`${ns}:list.emptyHint`)} testId={`${ns}-list-empty`} actions={p.actions} />
  return (
    <VirtualList
      items={rows}
      rowHeight={p.rowHeight}
      buffer={Math.max(2, Math.round(BUFFER_DESIGN_PX / p.rowHeight))}
      resetKey={p.resetKey}
      renderRow={p.renderRow}
      footer={<Text className="result-list__count">{t(`${ns}:list.count`, { count: rows.length })}</Text>}
      testId={`${ns}-rows`}
    />
  )
}
