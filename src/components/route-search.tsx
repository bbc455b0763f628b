/**
 * A search page of a product sold by route within a sale window (trains, buses; docs/kit.md): the
 * gate, the card with from and to and the swap, the date, the product's own rows, the standard in
 * a line and search; the product's lists and the sale window under it; the station pickers. The
 * station list loads when the page shows. Texts and look are the product's: `<ns>:title.search`,
 * `<ns>:search.button`, `<ns>:search.saleWindow`, the block and test id `<ns>-search`.
 */
import { useState, type ReactNode } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { PowerKey } from '@api/index'
import Page from '@/components/page'
import { useFormat } from '@/components/format'
import SaleDateField from '@/components/sale-date-field'
import { SearchCard, SearchPlaces, SearchSubmit } from '@/components/search-card'
import { searchGate } from '@/components/search-gate'
import SearchLinks, { type SearchLink } from '@/components/search-links'
import StationSidePicker, { type Side, type StationSearchState } from '@/components/station-side-picker'
import type { StationItem } from '@/components/station-picker'
import type { Lang } from '@/domain/format'
import { stationName } from '@/shared/station-ref'
import { useStores } from '@/stores'

/** The search store of such a product: its stations, the date in the sale window, the swap and what stops a search. */
export interface RouteSearchState<S extends StationItem> extends StationSearchState<S> {
  today: string
  lastSaleDate: string
  day: string
  swap: () => void
  setDate: (day: string) => void
  /** A message key when the search cannot be made. */
  problem: () => string | null
}

export interface RouteSearchProps<S extends StationItem> {
  ns: string
  store: RouteSearchState<S>
  /** The power to search. */
  power: PowerKey
  lang: Lang
  /** The two places' names in the card's texts (`stations`, `station`: SearchPlaces). */
  pair: string
  one: string
  search: (keyword: string) => Promise<S[]>
  /** Test ids: the pickers `<picker>-from`, the date row and its calendar, the search button. */
  ids: { picker: string; date: string; calendar: string; submit: string }
  /** The standard's line, undefined while it loads. */
  policy: string | undefined
  /** Searches once the store has no problem. */
  onSearch: () => void
  links: SearchLink[]
  /** The product's rows under the date. */
  children?: ReactNode
  /** The product's sheets. */
  sheets?: ReactNode
}

function RouteSearch<S extends StationItem>(p: RouteSearchProps<S>) {
  const { session, power, ui } = useStores()
  const { t } = useTranslation()
  const f = useFormat()
  const [open, setOpen] = useState<Side | null>(null)
  const s = p.store
  const block = `${p.ns}-search`

  useDidShow(() => {
    if (session.signedIn && s.stationsState !== 'done') void s.loadStations()
  })
  const gate = searchGate({ loaded: power.loaded, allowed: power.can(p.power), t, ns: p.ns, id: p.ns })
  if (gate) return gate

  const submit = () => {
    const problem = s.problem()
    if (problem) return ui.toast(t(problem))
    p.onSearch()
  }
  const picker = (side: Side) => (
    <StationSidePicker
      ns={p.ns}
      store={s}
      side={side}
      open={open === side}
      lang={p.lang}
      search={p.search}
      onClose={() => setOpen(null)}
      testId={`${p.ids.picker}-${side}`}
    />
  )

  return (
    <Page title={`${p.ns}:title.search`} className={block} testId={block}>
      <SearchCard block={block}>
        <SearchPlaces
          ns={p.ns}
          block={block}
          pair={p.pair}
          one={p.one}
          names={[stationName(s.from, p.lang), stationName(s.to, p.lang)]}
          onOpen={(side) => setOpen(side)}
          onSwap={() => s.swap()}
        />
        <SaleDateField
          ns={p.ns}
          block={block}
          lang={p.lang}
          day={s.day}
          today={s.today}
          lastSaleDate={s.lastSaleDate}
          onPick={(d) => s.setDate(d)}
          testId={p.ids.date}
          calendarTestId={p.ids.calendar}
        />
        {p.children}
        <View className={`${block}__policy`} data-testid="policy-line">
          <Text>{p.policy ?? ' '}</Text>
        </View>
        <SearchSubmit block={block} text={t(`${p.ns}:search.button`)} onClick={submit} testId={p.ids.submit} />
      </SearchCard>
      <SearchLinks links={p.links} note={t(`${p.ns}:search.saleWindow`, { date: f.day(s.lastSaleDate) })} />
      {picker('from')}
      {picker('to')}
      {p.sheets}
    </Page>
  )
}

export default observer(RouteSearch) as <S extends StationItem>(p: RouteSearchProps<S>) => JSX.Element
