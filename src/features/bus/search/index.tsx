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
import Calendar from '@/components/calendar'
import StationPicker from '@/components/station-picker'
import { SearchPlaces, SearchSubmit } from '@/components/search-card'
import { searchGate } from '@/components/search-gate'
import { useFormat } from '@/components/format'
import { go } from '@/core/navigate'
import { diffDays, parseDate } from '@/domain/dates'
import { stationName, stationRefOf } from '@/shared/station-ref'
import { useStores } from '@/stores'
import { busRank, searchStations } from '../api'
import { busCalendarLabels, placePickerLabels, policyLine, useBusText } from '../components/labels'
import { busSearch as s } from '../search-store'
import './index.scss'

type Open = 'from' | 'to' | 'calendar' | null

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
  const ahead = diffDays(parseDate(s.today)!, parseDate(day)!)

  const submit = () => {
    const p = s.problem()
    if (p) return ui.toast(t(p))
    s.setFilter({ ...s.filter, depart: [], arrive: [], from: [], to: [], available: false })
    void go('busList')
  }

  const picker = (side: 'from' | 'to') => (
    <StationPicker
      open={open === side}
      title={t(side === 'from' ? 'bus:stationPicker.titleFrom' : 'bus:stationPicker.titleTo')}
      labels={placePickerLabels(t)}
      lang={lang}
      current={{ code: s[side].code, name: stationName(s[side], lang) }}
      recent={s.recent.map((x) => ({ code: x.code, name: stationName(x, lang) }))}
      list={s.stations}
      failed={s.stationsState === 'error'}
      onRetry={() => void s.loadStations()}
      search={(k) => searchStations(k).then((r) => r.Stations)}
      onPick={(code, hit) => {
        const known = hit ? stationRefOf(hit, lang) : s.recent.find((x) => x.code === code)
        if (known) s.pick(side, known)
        else void searchStations(code).then((r) => r.Stations[0] && s.pick(side, stationRefOf(r.Stations[0], lang)))
      }}
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
        <View className="bus-search__row" role="button" data-testid="bus-date" onClick={() => setOpen('calendar')}>
          <Text className="bus-search__date">{f.day(day, s.today)}</Text>
          <Text className="bus-search__hint">{ahead >= 2 ? t('bus:search.daysAhead', { count: ahead }) : ''}</Text>
          <Text className="bus-search__chevron">›</Text>
        </View>
        <View className="bus-search__policy" data-testid="policy-line">
          <Text>{rank === undefined ? ' ' : policyLine(t, rank)}</Text>
        </View>
        <SearchSubmit block="bus-search" text={t('bus:search.button')} onClick={submit} testId="search-buses" />
      </View>
      {power.can('MyPermission.Orders.Bus.Enable') && (
        <View className="bus-search__link" role="button" data-testid="open-bus-orders" onClick={() => void go('busOrderList')}>
          <Text>{t('bus:search.orders')}</Text>
        </View>
      )}
      <Text className="bus-search__note">{t('bus:search.saleWindow', { date: f.day(s.lastSaleDate) })}</Text>
      {picker('from')}
      {picker('to')}
      <Calendar
        open={open === 'calendar'}
        title={t('bus:calendar.title')}
        labels={busCalendarLabels(t, lang)}
        mode="single"
        today={s.today}
        maxDays={diffDays(parseDate(s.today)!, parseDate(s.lastSaleDate)!) + 1}
        start={day}
        onSelect={(a) => {
          s.setDate(a)
          setOpen(null)
        }}
        onClose={() => setOpen(null)}
        testId="bus-calendar"
      />
    </Page>
  )
}

export default observer(BusSearch)
