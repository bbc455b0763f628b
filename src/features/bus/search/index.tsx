/**
 * /bus/query — the bus search: from and to (a city for all its stations, or one station) with the
 * swap, the date within the sale window, the standard in a line, search; the orders under it.
 */
import { useEffect, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { BusRankStandard } from '@api/bus'
import Page from '@/components/page'
import StationSidePicker from '@/components/station-side-picker'
import { SearchPlaces, SearchSubmit } from '@/components/search-card'
import SaleDateField from '@/components/sale-date-field'
import { searchGate } from '@/components/search-gate'
import SearchLinks from '@/components/search-links'
import { useFormat } from '@/components/format'
import { go } from '@/core/navigate'
import { stationName } from '@/shared/station-ref'
import { useStores } from '@/stores'
import { busRank, searchStations } from '../api'
import { policyLine, useBusText } from '../components/labels'
import { busSearch as s } from '../search-store'
import './index.scss'

type Open = 'from' | 'to' | null

function BusSearch() {
  const { session, power, ui } = useStores()
  const { t, lang } = useBusText()
  const f = useFormat()
  const [open, setOpen] = useState<Open>(null)
  const [rank, setRank] = useState<BusRankStandard | null | undefined>(undefined)

  useDidShow(() => {
    if (session.signedIn && s.stationsState !== 'done') void s.loadStations()
  })
  useEffect(() => {
    if (session.signedIn) busRank().then(setRank, () => setRank(undefined))
  }, [session.signedIn])

  const gate = searchGate({ loaded: power.loaded, allowed: power.can('BusinessPermission.Bus.Search'), t, ns: 'bus', id: 'bus' })
  if (gate) return gate
  const day = s.day

  const submit = () => {
    const p = s.problem()
    if (p) return ui.toast(t(p))
    s.setFilter({ ...s.filter, depart: [], arrive: [], from: [], to: [], available: false })
    void go('busList')
  }

  const picker = (side: 'from' | 'to') => (
    <StationSidePicker
      ns="bus"
      store={s}
      side={side}
      open={open === side}
      lang={lang}
      search={(k) => searchStations(k).then((r) => r.Stations)}
      onClose={() => setOpen(null)}
      testId={`bus-picker-${side}`}
    />
  )

  return (
    <Page title="bus:title.search" className="bus-search" testId="bus-search">
      <View className="bus-search__band" />
      <View className="bus-search__card">
        <SearchPlaces
          ns="bus"
          block="bus-search"
          pair="places"
          one="place"
          names={[stationName(s.from, lang), stationName(s.to, lang)]}
          onOpen={setOpen}
          onSwap={() => s.swap()}
        />
        <SaleDateField
          ns="bus"
          block="bus-search"
          lang={lang}
          day={day}
          today={s.today}
          lastSaleDate={s.lastSaleDate}
          onPick={(d) => s.setDate(d)}
          testId="bus-date"
          calendarTestId="bus-calendar"
        />
        <View className="bus-search__policy" data-testid="policy-line">
          <Text>{rank === undefined ? ' ' : policyLine(t, rank)}</Text>
        </View>
        <SearchSubmit block="bus-search" text={t('bus:search.button')} onClick={submit} testId="search-buses" />
      </View>
      <SearchLinks
        links={[{ text: t('bus:search.orders'), route: 'busOrderList', power: 'MyPermission.Orders.Bus.Enable', testId: 'open-bus-orders' }]}
        note={t('bus:search.saleWindow', { date: f.day(s.lastSaleDate) })}
      />
      {picker('from')}
      {picker('to')}
    </Page>
  )
}

export default observer(BusSearch)
