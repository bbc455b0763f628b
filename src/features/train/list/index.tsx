/**
 * /train/list — the trains of the day (docs/ux.md result list): the stations and the date with
 * the day before and after, the standard, a virtual list of trains with every class, and a bar to
 * sort (earliest, latest, fastest, cheapest) and filter (types, times, stations, with tickets).
 * A train opens its stops and classes.
 */
import { useCallback, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { TrainRow } from '@api/train'
import { TRAIN_SORTS } from '@api/train-values'
import { DayShift, ResultBody, ResultPage } from '@/components/result-list'
import { useResultLoad } from '@/components/result-list/use-result-load'
import { useFormat } from '@/components/format'
import { go } from '@/core/navigate'
import { shiftDay } from '@/domain/hotel-stay'
import { filterCount, NO_TRAIN_FILTER } from '@/domain/train'
import FilterSheet from '../components/filter-sheet'
import TrainRowCard, { trainRowHeight } from '../components/train-row'
import { policyLine, useTrainText } from '../components/labels'
import { stationName, trainSearch as s } from '../search-store'
import '../components/index.scss'
import './index.scss'

function TrainList() {
  const { t, lang } = useTrainText()
  const f = useFormat()
  const [filterOpen, setFilterOpen] = useState(false)
  const req = s.request()
  const key = JSON.stringify(req)

  const load = useResultLoad(
    key,
    (force) => s.loadTrains(req, force),
    () => s.stationsState === 'idle' && void s.loadStations(),
  )

  // One function for the page's life: the memoised rows do not render again when the page does.
  const open = useCallback(
    (row: TrainRow) =>
      void go('trainDetails', {
        trainNo: row.TrainNo,
        date: row.DepartDate,
        from: row.FromStation.Code,
        to: row.ToStation.Code,
      }),
    [],
  )
  const state = s.resultKey === key ? s.resultState : 'loading'
  const rows = s.resultKey === key ? s.shown : []
  const filters = filterCount(s.filter)
  const day = s.day

  return (
    <ResultPage
      title="train:title.list"
      className="train-list"
      head={
        <View className="train-list__head">
          <View role="button" onClick={() => void go('trainSearch')}>
            <Text className="train-list__route" data-testid="list-route">{`${stationName(s.from, lang)} → ${stationName(s.to, lang)}`}</Text>
          </View>
          <DayShift
            day={f.day(day, s.today)}
            dayTestId="list-date"
            prev={{
              text: t('train:list.prevDay'),
              enabled: day > s.today,
              testId: 'prev-day',
              onPress: () => s.setDate(shiftDay(day, -1)),
            }}
            next={{
              text: t('train:list.nextDay'),
              enabled: day < s.lastSaleDate,
              testId: 'next-day',
              onPress: () => s.setDate(shiftDay(day, 1)),
            }}
          />
        </View>
      }
      policy={state === 'done' && policyLine(t, s.resultRank)}
      body={
        <ResultBody
          ns="train"
          state={state}
          rows={rows}
          onRetry={() => load(true)}
          actions={[{ text: t('train:list.changeSearch'), onPress: () => void go('trainSearch'), solid: true }]}
          clear={filters > 0 ? { text: t('train:filter.clear'), onPress: () => s.setFilter(NO_TRAIN_FILTER) } : null}
          rowHeight={trainRowHeight(rows)}
          resetKey={`${key}|${s.sort}|${JSON.stringify(s.filter)}`}
          renderRow={(row) => <TrainRowCard row={row} onPress={open} />}
        />
      }
      sort={{
        title: t('train:sort.title'),
        options: TRAIN_SORTS.map((so) => ({ value: so, text: t(`train:sort.${so}`) })),
        value: s.sort,
        onSelect: (v) => s.setSort(v),
      }}
      tools={[
        {
          text: t('train:search.highSpeedOnly'),
          on: s.highSpeedOnly,
          role: 'switch',
          testId: 'toggle-high-speed',
          onPress: () => s.setHighSpeedOnly(!s.highSpeedOnly),
        },
      ]}
      filter={{ text: t('train:filter.title'), count: filters, onPress: () => setFilterOpen(true) }}
    >
      <FilterSheet
        open={filterOpen}
        value={s.filter}
        from={s.resultFrom}
        to={s.resultTo}
        onApply={(v) => {
          s.setFilter(v)
          setFilterOpen(false)
        }}
        onClose={() => setFilterOpen(false)}
      />
    </ResultPage>
  )
}

export default observer(TrainList)
