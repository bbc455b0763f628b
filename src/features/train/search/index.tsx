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
import type { TrainRankStandard } from '@api/train'
import Page from '@/components/page'
import CityPicker from '@/components/city-picker'
import Calendar from '@/components/calendar'
import { MainButton } from '@/components/ui/button'
import { Toggle } from '@/components/ui/form'
import { searchGate } from '@/components/search-gate'
import { useFormat } from '@/components/format'
import { Chip } from '@/components/ui/chip'
import { go } from '@/core/navigate'
import { diffDays, parseDate } from '@/domain/dates'
import { useStores } from '@/stores'
import { searchStations, trainRank } from '../api'
import TravellerSheet from '../components/traveller-sheet'
import { policyLine, stationEntry, stationPickerLabels, trainCalendarLabels, useTrainText } from '../components/labels'
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

  const gate = searchGate({
    loaded: power.loaded,
    allowed: power.can('BusinessPermission.Train.Search'),
    title: 'train:title.search',
    block: 'train-search',
    testId: 'train-search',
    noPermission: t('train:search.noPermission'),
    backHome: t('train:search.backHome'),
    noPermissionTestId: 'train-no-permission',
  })
  if (gate) return gate

  const isBooker = power.bookingScope('Train').Kind !== 'Self'
  const list = s.stations
  const day = s.day
  const ahead = diffDays(parseDate(s.today)!, parseDate(day)!)
  const myName = session.personalInfor
    ? lang === 'en'
      ? `${session.personalInfor.FirstName} ${session.personalInfor.LastName}`.trim()
      : session.personalInfor.ChName
    : ''

  const submit = () => {
    const p = s.problem()
    if (p) return ui.toast(t(p))
    s.resetListFilters()
    void go('trainList')
  }

  const picker = (side: 'from' | 'to') => (
    <CityPicker
      open={open === side}
      title={t(side === 'from' ? 'train:stationPicker.titleFrom' : 'train:stationPicker.titleTo')}
      labels={stationPickerLabels(t)}
      current={{ code: s[side].code, name: stationName(s[side], lang) }}
      recent={s.recent.map((x) => ({ code: x.code, name: stationName(x, lang) }))}
      hot={(list?.HotStations ?? []).map((x) => stationEntry(x, lang))}
      sections={(list?.Groups ?? []).map((g) => ({ letter: g.Letter, cities: g.Stations.map((x) => stationEntry(x, lang)) }))}
      state={s.stationsState === 'error' ? 'error' : list ? 'done' : 'loading'}
      onRetry={() => void s.loadStations()}
      search={(k) =>
        searchStations(k).then((r) =>
          r.Stations.map((x) => ({ key: x.Code, code: x.Code, name: lang === 'en' ? x.NameEN : x.Name, sub: x.CityName, tag: x.Code, airport: false })),
        )
      }
      onPick={(code) => {
        const all = [...(list?.HotStations ?? []), ...(list?.Groups ?? []).flatMap((g) => g.Stations)]
        const hit = all.find((x) => x.Code === code)
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
        <View className="train-search__stations">
          <View className="train-search__station" role="button" data-testid="from-station" onClick={() => setOpen('from')}>
            <Text className="train-search__caption">{t('train:search.from')}</Text>
            <Text className="train-search__name">{stationName(s.from, lang)}</Text>
          </View>
          <View className="train-search__swap" role="button" aria-label={t('train:search.swap')} data-testid="swap-stations" onClick={() => s.swap()}>
            <Text>⇄</Text>
          </View>
          <View className="train-search__station train-search__station--to" role="button" data-testid="to-station" onClick={() => setOpen('to')}>
            <Text className="train-search__caption">{t('train:search.to')}</Text>
            <Text className="train-search__name">{stationName(s.to, lang)}</Text>
          </View>
        </View>

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

        <View className="train-search__row train-search__row--travellers" data-testid="travellers">
          <Text className="train-search__label">{t('train:search.travellers')}</Text>
          <View className="train-search__chips">
            {s.travellers.length === 0 ? (
              <Text className="train-search__value">{myName ? t('train:search.selfName', { name: myName }) : t('train:search.self')}</Text>
            ) : (
              s.travellers.map((p) => (
                <Chip
                  key={p.id}
                  look="outline"
                  role="button"
                  label={t('train:search.removeTraveller', { name: p.name })}
                  testId="traveller-chip"
                  onTap={() => s.setTravellers(s.travellers.filter((x) => x.id !== p.id))}
                >
                  <Text>{`${p.name} ×`}</Text>
                </Chip>
              ))
            )}
          </View>
          {isBooker && (
            <View className="train-search__add" role="button" data-testid="add-traveller" onClick={() => setOpen('travellers')}>
              <Text>{t('train:search.addTraveller')}</Text>
            </View>
          )}
        </View>

        <View className="train-search__policy" data-testid="policy-line">
          <Text>{rank === undefined ? ' ' : policyLine(t, rank)}</Text>
        </View>
        <MainButton kind="search" className="train-search__button" text={t('train:search.button')} onClick={submit} testId="search-trains" />
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
        <TravellerSheet
          open={open === 'travellers'}
          value={s.travellers}
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
