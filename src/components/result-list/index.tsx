/**
 * The frame of every product's result list (docs/kit.md; docs/ux.md result list): the search in a
 * few words on top (the product's), the standard that applies, the body — skeletons while
 * loading, the error with its retry, empty (change the search) or emptied by the filters (clear
 * them), else the rows in the kit's virtual list with their count — and the bar of sorts and
 * filters at the bottom; the head and the bar stay put while the list scrolls inside.
 */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import Page from '@/components/page'
import VirtualList from '@/components/virtual-list'
import { ErrorBlock, Skeletons, StateBlock, type StateAction } from '@/components/ui/states'
import './index.scss'

export { DayShift } from './day-shift'

export interface ResultPageProps {
  title: string
  /** The page's block ('hotel-list'), also its test id. */
  className: string
  /** The search in a few words (route, city, stay, dates). */
  head: ReactNode
  /** The standard that applies, once the results are there. */
  policy?: string | false | null
  body: ReactNode
  tools: ListTool[]
  /** The sheets the tools open. */
  children?: ReactNode
}

export function ResultPage(p: ResultPageProps) {
  return (
    <Page title={p.title} className={`result-list ${p.className}`} testId={p.className}>
      {p.head}
      {p.policy !== undefined && (
        <Text className="result-list__policy" data-testid="list-policy">
          {p.policy || ' '}
        </Text>
      )}
      <View className="result-list__body">{p.body}</View>
      <ToolBar tools={p.tools} />
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
  /** Test ids: `<prefix>-skeleton`, `<prefix>-list-error`, `-list-empty`, `-list-filtered`, `-rows`. */
  prefix: string
  state: 'idle' | 'loading' | 'error' | 'done'
  rows: readonly T[]
  errorText: string
  onRetry: () => void
  /** Nothing found for the search: what to say and do. */
  empty: { text: string; hint?: string; actions: StateAction[] }
  /** When the rows are empty because of the filters: what to say and how to clear them. */
  filtered: { text: string; clear: StateAction } | null
  rowHeight: number
  resetKey: string
  renderRow: (row: T) => ReactNode
  count: string
}

export function ResultBody<T>(p: ResultBodyProps<T>) {
  if (p.state === 'loading' || p.state === 'idle') return <Skeletons count={5} tall testId={`${p.prefix}-skeleton`} />
  if (p.state === 'error')
    return <ErrorBlock text={p.errorText} onRetry={p.onRetry} testId={`${p.prefix}-list-error`} />
  if (p.rows.length === 0 && p.filtered)
    return (
      <StateBlock
        text={p.filtered.text}
        testId={`${p.prefix}-list-filtered`}
        actions={[{ ...p.filtered.clear, solid: true }]}
      />
    )
  if (p.rows.length === 0)
    return (
      <StateBlock text={p.empty.text} hint={p.empty.hint} testId={`${p.prefix}-list-empty`} actions={p.empty.actions} />
    )
  return (
    <VirtualList
      items={p.rows}
      rowHeight={p.rowHeight}
      buffer={3}
      resetKey={p.resetKey}
      renderRow={p.renderRow}
      footer={<Text className="result-list__count">{p.count}</Text>}
      testId={`${p.prefix}-rows`}
    />
  )
}
