/**
 * /train/query — the train search (docs/ux.md search form): from and to stations (or cities) with
 * the swap, the date within the railway's sale window, high-speed only, student tickets, the
 * travellers the standard is for (bookers), the standard in a line, search; the 12306 account
 * entry under it. The page is the kit's route search (components/route-search).
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { MAX_TRAIN_PASSENGERS } from '@api/train-values'
import type { TrainRankStandard } from '@api/train'
import RouteSearch from '@/components/route-search'
import { Toggle } from '@/components/ui/form'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { ColleagueSheet, SearchTravellers } from '@/components/search-travellers'
import { searchStations, trainRank } from '../api'
import { policyLine, useTrainText } from '../components/labels'
import { trainSearch as s } from '../search-store'
import '../components/index.scss'
import './index.scss'

function TrainSearch() {
  const { session, power } = useStores()
  const { t, lang } = useTrainText()
  const [choosing, setChoosing] = useState(false)
  const [rank, setRank] = useState<TrainRankStandard | null | undefined>(undefined)

  const firstTraveller = s.travellers[0]?.id
  useEffect(() => {
    if (!session.signedIn) return
    trainRank(firstTraveller).then(setRank, () => setRank(undefined))
  }, [session.signedIn, firstTraveller])

  const isBooker = power.bookingScope('Train').Kind !== 'Self'
  const toggle = (key: 'highSpeedOnly' | 'student', on: boolean, set: (on: boolean) => void, testId: string) => (
    <View className="train-search__row">
      <Text className="train-search__label">{t(`train:search.${key}`)}</Text>
      <Toggle checked={on} label={t(`train:search.${key}`)} onChange={set} testId={testId} />
    </View>
  )

  return (
    <RouteSearch
      ns="train"
      store={s.route}
      power="BusinessPermission.Train.Search"
      lang={lang}
      pair="stations"
      one="station"
      search={(k) => searchStations(k).then((r) => r.Stations)}
      ids={{ picker: 'station-picker', date: 'train-date', calendar: 'train-calendar', submit: 'search-trains' }}
      policy={rank === undefined ? undefined : policyLine(t, rank)}
      onSearch={() => {
        s.resetListFilters()
        void go('trainList')
      }}
      links={[
        { text: t('train:orders.title'), route: 'trainOrderList', power: 'MyPermission.Orders.Train.Enable', testId: 'open-train-orders' },
        { text: t('train:account.entry'), route: 'trainAccount', power: 'MyPermission.TrainIdentityVerification', testId: 'open-12306' },
      ]}
      sheets={
        isBooker && (
          <ColleagueSheet
            open={choosing}
            ns="train"
            value={s.travellers}
            max={MAX_TRAIN_PASSENGERS}
            allowNone
            onDone={(l) => {
              s.setTravellers(l)
              setChoosing(false)
            }}
            onClose={() => setChoosing(false)}
          />
        )
      }
    >
      {toggle('highSpeedOnly', s.highSpeedOnly, (on) => s.setHighSpeedOnly(on), 'high-speed-only')}
      {toggle('student', s.student, (on) => s.setStudent(on), 'student')}
      <SearchTravellers ns="train" row="row" store={s} booker={isBooker} onAdd={() => setChoosing(true)} />
    </RouteSearch>
  )
}

export default observer(TrainSearch)
