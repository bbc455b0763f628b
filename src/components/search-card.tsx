/**
 * The parts of a search page's card (docs/kit.md, `components/ui/_search.scss`): the card on its band, the tabs on top,
 * the two places with the swap between them, and the search button with the problem that stops
 * it (`useSearchProblem`). Each takes the page's block for its look (`<block>__tabs`, `__tab`, `__caption`, `__name`,
 * `__swap`, `__button`, `__problem`).
 */
import { useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { MainButton } from '@/components/ui/button'
import { useStores } from '@/stores'
import { Tabs } from '@/components/ui/tabs'

/** The card of a search page on its band: the band, then the card holding the page's fields (`<block>__band`, `__card`). */
export function SearchCard({ block, children }: { block: string; children: ReactNode }) {
  return (
    <>
      <View className={`${block}__band`} />
      <View className={`${block}__card`}>{children}</View>
    </>
  )
}

export interface SearchTabsProps<T extends string> {
  block: string
  options: readonly { value: T; label: string; testId: string }[]
  value: T
  onChange: (v: T) => void
}

export function SearchTabs<T extends string>(p: SearchTabsProps<T>) {
  return <Tabs list={`${p.block}__tabs`} tab={`${p.block}__tab`} options={p.options} value={p.value} onChange={p.onChange} />
}

export interface SearchPlacesProps {
  /** The product's texts namespace: `<ns>:search.from`, `.to`, `.swap`. */
  ns: string
  block: string
  /** The class of the row holding both and of each place ('cities', 'city'); test ids `from-<one>`, `to-<one>`, `swap-<pair>`. */
  pair: string
  one: string
  /** From and to, as shown. */
  names: readonly [string, string]
  onOpen: (side: 'from' | 'to') => void
  onSwap: () => void
}

/** From and to, with the swap between them. */
export function SearchPlaces({ ns, block: b, pair, one, names, onOpen, onSwap }: SearchPlacesProps) {
  const { t } = useTranslation()
  const place = (side: 'from' | 'to', name: string) => (
    <View className={`${b}__${one} ${side === 'to' ? `${b}__${one}--to` : ''}`} role="button" data-testid={`${side}-${one}`} onClick={() => onOpen(side)}>
      <Text className={`${b}__caption`}>{t(`${ns}:search.${side}`)}</Text>
      <Text className={`${b}__name`}>{name}</Text>
    </View>
  )
  return (
    <View className={`${b}__${pair}`}>
      {place('from', names[0])}
      <View className={`${b}__swap`} role="button" aria-label={t(`${ns}:search.swap`)} data-testid={`swap-${pair}`} onClick={onSwap}>
        <Text>⇄</Text>
      </View>
      {place('to', names[1])}
    </View>
  )
}

/** A search that cannot go: its problem shown under the button and toasted; true when it stops the search. */
export function useSearchProblem(): [string, (p: { key: string; params?: Record<string, unknown> } | null) => boolean] {
  const { ui } = useStores()
  const { t } = useTranslation()
  const [problem, setProblem] = useState('')
  const stops = (p: { key: string; params?: Record<string, unknown> } | null) => {
    const text = p ? t(p.key, p.params) : ''
    setProblem(text)
    if (text) ui.toast(text)
    return !!p
  }
  return [problem, stops]
}

/** The search button and, under it, what stops the search. */
export function SearchSubmit(p: { block: string; text: string; onClick: () => void; testId: string; problem?: string }) {
  return (
    <>
      <MainButton kind="search" className={`${p.block}__button`} text={p.text} onClick={p.onClick} testId={p.testId} />
      {p.problem && (
        <View className={`${p.block}__problem`} role="alert" data-testid="search-problem">
          <Text>{p.problem}</Text>
        </View>
      )}
    </>
  )
}
