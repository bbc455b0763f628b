/**
 * A row of tabs (docs/kit.md): a tablist of text tabs, one selected; the screen's block styles it
 * (`list` the row, `tab` each tab, `<tab>--on` the selected one). A tab may carry more after its
 * label (a count).
 */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'

export interface TabOption<T extends string> {
  value: T
  label: string
  testId: string
  /** After the label (a count). */
  extra?: ReactNode
}

export interface TabsProps<T extends string> {
  list: string
  tab: string
  /** The selected tab's modifier: `<tab>--<on>`. */
  on?: string
  options: readonly TabOption<T>[]
  value: T
  onChange: (v: T) => void
}

export function Tabs<T extends string>(p: TabsProps<T>) {
  const on = `${p.tab}--${p.on ?? 'on'}`
  return (
    <View className={p.list} role="tablist">
      {p.options.map((o) => (
        <View
          key={o.value}
          className={`${p.tab} ${p.value === o.value ? on : ''}`}
          role="tab"
          aria-selected={p.value === o.value}
          data-testid={o.testId}
          onClick={() => p.onChange(o.value)}
        >
          <Text>{o.label}</Text>
          {o.extra}
        </View>
      ))}
    </View>
  )
}
