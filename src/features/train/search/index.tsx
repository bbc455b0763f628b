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
import StationSidePicker from '@/components/station-side-picker'
import { SearchPlaces, SearchSubmit } from '@/components/search-card'
import { Toggle } from '@/components/ui/form'
import SaleDateField from '@/components/sale-date-field'
import { searchGate } from '@/components/search-gate'
import SearchLinks from '@/components/search-links'
import { useFormat } from '@/components/format'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { ColleagueSheet, SearchTravellers } from '@/components/search-travellers'
import { searchStations, trainRank } from '../api'
import { policyLine, useTrainText } from '../components/labels'
import { stationName, trainSearch as s } from '../search-store'
import '../components/index.scss'
import './index.scss'

type Open = 'from' | 'to' | 'travellers' | null

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
  const day = s.day

  const submit = () => {
    const p = s.problem()
    if (p) return ui.toast(t(p))
    s.resetListFilters()
    void go('trainList')
  }

  const picker = (side: 'from' | 'to') => (
    <StationSidePicker
      ns="train"
      store={s}
      side={side}
      open={open === side}
      lang={lang}
      search={(k) => searchStations(k).then((r) => r.Stations)}
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

        <SaleDateField
          ns="train"
          block="train-search"
          lang={lang}
          day={day}
          today={s.today}
          lastSaleDate={s.lastSaleDate}
          onPick={(d) => s.setDate(d)}
          testId="train-date"
          calendarTestId="train-calendar"
        />

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

      <SearchLinks
        links={[
          { text: t('train:orders.title'), route: 'trainOrderList', power: 'MyPermission.Orders.Train.Enable', testId: 'open-train-orders' },
          { text: t('train:account.entry'), route: 'trainAccount', power: 'MyPermission.TrainIdentityVerification', testId: 'open-12306' },
        ]}
        note={t('train:search.saleWindow', { date: f.day(s.lastSaleDate) })}
      />

      {picker('from')}
      {picker('to')}
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
