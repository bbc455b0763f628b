/**
 * /train/query — the train search (docs/ux.md search form): from and to stations (or cities) with
 * the swap, the date within the railway's sale window, high-speed only, student tickets, the
 * travellers the standard is for (bookers), the standard in a line, search; the 12306 account
 * entry under it.
 */
import { useEffect, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { MAX_TRAIN_PASSENGERS } from '@api/train-values'
import type { TrainRankStandard } from '@api/train'
import Page from '@/components/page'
import StationPicker from '@/components/station-picker'
import Calendar from '@/components/calendar'
import { SearchPlaces, SearchSubmit } from '@/components/search-card'
import { Toggle } from '@/components/ui/form'
import { searchGate } from '@/components/search-gate'
import { useFormat } from '@/components/format'
import { go } from '@/core/navigate'
import { diffDays, parseDate } from '@/domain/dates'
import { useStores } from '@/stores'
import { ColleagueSheet, SearchTravellers } from '@/components/search-travellers'
import { searchStations, trainRank } from '../api'
import { policyLine, stationPickerLabels, trainCalendarLabels, useTrainText } from '../components/labels'
import { stationName, stationRefOf, trainSearch as s } from '../search-store'
import '../components/index.scss'
import './index.scss'

type Open = 'from' | 'to' | 'calendar' | 'travellers' | null

function TrainSearch() {
  const { session, power, ui } = useStores()
  const { t, lang } = useTrainText()
  const f = useFormat()
  const [open, setOpen] = useState<Open>(null)
  const [rank, setRank] = useState<TrainRankStandard | null | undefined>(undefined)

  useDidShow(() => {
    if (session.signedIn && s.stationsState !== 'done') void s.loadStations()
  })
  const firstTraveller = s.travellers[0]?.id
  useEffect(() => {
    if (!session.signedIn) return
    trainRank(firstTraveller).then(setRank, () => setRank(undefined))
  }, [session.signedIn, firstTraveller])

  const gate = searchGate({ loaded: power.loaded, allowed: power.can('BusinessPermission.Train.Search'), t, ns: 'train', id: 'train' })
  if (gate) return gate

  const isBooker = power.bookingScope('Train').Kind !== 'Self'
  const list = s.stations
  const day = s.day
  const ahead = diffDays(parseDate(s.today)!, parseDate(day)!)

  const submit = () => {
    const p = s.problem()
    if (p) return ui.toast(t(p))
    s.resetListFilters()
    void go('trainList')
  }

  const picker = (side: 'from' | 'to') => (
    <StationPicker
      open={open === side}
      title={t(side === 'from' ? 'train:stationPicker.titleFrom' : 'train:stationPicker.titleTo')}
      labels={stationPickerLabels(t)}
      lang={lang}
      current={{ code: s[side].code, name: stationName(s[side], lang) }}
      recent={s.recent.map((x) => ({ code: x.code, name: stationName(x, lang) }))}
      list={list ?? null}
      failed={s.stationsState === 'error'}
      onRetry={() => void s.loadStations()}
      search={(k) => searchStations(k).then((r) => r.Stations)}
      onPick={(code, hit) => {
        const known = hit ? stationRefOf(hit, lang) : s.recent.find((x) => x.code === code)
        if (known) s.pick(side, known)
        else void searchStations(code).then((r) => r.Stations[0] && s.pick(side, stationRefOf(r.Stations[0], lang)))
      }}
      onClose={() => setOpen(null)}
      testId={`station-picker-${side}`}
    />
  )

  return (
    <Page title="train:title.search" className="train-search" testId="train-search">
      <View className="train-search__band" />
      <View className="train-search__card">
        <SearchPlaces
          ns="train"
          block="train-search"
          pair="stations"
          one="station"
          names={[stationName(s.from, lang), stationName(s.to, lang)]}
          onOpen={setOpen}
          onSwap={() => s.swap()}
        />

        <View className="train-search__row" role="button" data-testid="train-date" onClick={() => setOpen('calendar')}>
          <Text className="train-search__date">{f.day(day, s.today)}</Text>
          {/* Today and tomorrow are in the date itself. */}
          <Text className="train-search__hint">{ahead >= 2 ? t('train:search.daysAhead', { count: ahead }) : ''}</Text>
          <Text className="train-search__chevron">›</Text>
        </View>

        <View className="train-search__row">
          <Text className="train-search__label">{t('train:search.highSpeedOnly')}</Text>
          <Toggle checked={s.highSpeedOnly} label={t('train:search.highSpeedOnly')} onChange={(on) => s.setHighSpeedOnly(on)} testId="high-speed-only" />
        </View>
        <View className="train-search__row">
          <Text className="train-search__label">{t('train:search.student')}</Text>
          <Toggle checked={s.student} label={t('train:search.student')} onChange={(on) => s.setStudent(on)} testId="student" />
        </View>

        <SearchTravellers
          ns="train"
          block="train-search"
          row="row"
          travellers={s.travellers}
          onChange={(list) => s.setTravellers(list)}
          booker={isBooker}
          onAdd={() => setOpen('travellers')}
        />

        <View className="train-search__policy" data-testid="policy-line">
          <Text>{rank === undefined ? ' ' : policyLine(t, rank)}</Text>
        </View>
        <SearchSubmit block="train-search" text={t('train:search.button')} onClick={submit} testId="search-trains" />
      </View>

      <View className="train-search__links">
        {power.can('MyPermission.Orders.Train.Enable') && (
          <View className="train-search__link" role="button" data-testid="open-train-orders" onClick={() => void go('trainOrderList')}>
            <Text>{t('train:orders.title')}</Text>
          </View>
        )}
        {power.can('MyPermission.TrainIdentityVerification') && (
          <View className="train-search__link" role="button" data-testid="open-12306" onClick={() => void go('trainAccount')}>
            <Text>{t('train:account.entry')}</Text>
          </View>
        )}
      </View>
      <Text className="train-search__note">{t('train:search.saleWindow', { date: f.day(s.lastSaleDate) })}</Text>

      {picker('from')}
      {picker('to')}
      <Calendar
        open={open === 'calendar'}
        title={t('train:calendar.title')}
        labels={trainCalendarLabels(t, lang)}
        mode="single"
        today={s.today}
        maxDays={diffDays(parseDate(s.today)!, parseDate(s.lastSaleDate)!) + 1}
        start={day}
        onSelect={(a) => {
          s.setDate(a)
          setOpen(null)
        }}
        onClose={() => setOpen(null)}
        testId="train-calendar"
      />
      {isBooker && (
        <ColleagueSheet
          open={open === 'travellers'}
          title={t('train:travellers.title')}
          me={t('train:travellers.me')}
          value={s.travellers}
          max={MAX_TRAIN_PASSENGERS}
          allowNone
          onDone={(l) => {
            s.setTravellers(l)
            setOpen(null)
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </Page>
  )
}

export default observer(TrainSearch)
