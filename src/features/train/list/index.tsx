/**
 * /train/list — the trains of the day (docs/ux.md result list): the stations and the date with
 * the day before and after, the standard, a virtual list of trains with every class, and a bar to
 * sort (earliest, latest, fastest, cheapest) and filter (types, times, stations, with tickets).
 * A train opens its stops and classes.
 */
import { useCallback, useEffect, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { TrainRow } from '@api/train'
import { TRAIN_SORTS } from '@api/train-values'
import Page from '@/components/page'
import PickerDialog from '@/components/picker-dialog'
import VirtualList from '@/components/virtual-list'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { go } from '@/core/navigate'
import { shiftDay } from '@/domain/hotel-stay'
import { filterCount, NO_TRAIN_FILTER } from '@/domain/train'
import { useStores } from '@/stores'
import FilterSheet from '../components/filter-sheet'
import TrainRowCard, { trainRowHeight } from '../components/train-row'
import { policyLine, useTrainText } from '../components/labels'
import { stationName, trainSearch as s } from '../search-store'
import '../components/index.scss'
import './index.scss'

function TrainList() {
  const { session } = useStores()
  const { t, lang } = useTrainText()
  const f = useFormat()
  const [filterOpen, setFilterOpen] = useState(false)
  const [sortOpen, setSortOpen] = useState(false)
  const req = s.request()
  const key = JSON.stringify(req)

  const load = useCallback((force = false) => void s.loadTrains(req, force), [key]) // eslint-disable-line react-hooks/exhaustive-deps
  useDidShow(() => {
    if (session.signedIn) {
      if (s.stationsState === 'idle') void s.loadStations()
      load()
    }
  })
  useEffect(() => {
    if (session.signedIn) load()
  }, [key]) // eslint-disable-line react-hooks/exhaustive-deps

  // One function for the page's life: the memoised rows do not render again when the page does.
  const open = useCallback((row: TrainRow) => void go('trainDetails', { trainNo: row.TrainNo, date: row.DepartDate, from: row.FromStation.Code, to: row.ToStation.Code }), [])
  const state = s.resultKey === key ? s.resultState : 'loading'
  const rows = s.resultKey === key ? s.shown : []
  const filters = filterCount(s.filter)
  const day = s.day

  let body: JSX.Element
  if (state === 'loading' || state === 'idle') body = <Skeletons count={5} tall testId='train-skeleton' />
  else if (state === 'error') body = <ErrorBlock text={t('train:list.loadFailed')} onRetry={() => load(true)} testId='train-list-error' />
  else if (rows.length === 0)
    body =
      filters > 0 ? (
        <StateBlock text={t('train:list.emptyFiltered')} testId='train-list-filtered' actions={[{ text: t('train:filter.clear'), onPress: () => s.setFilter(NO_TRAIN_FILTER), solid: true }]} />
      ) : (
        <StateBlock text={t('train:list.empty')} hint={t('train:list.emptyHint')} testId='train-list-empty' actions={[{ text: t('train:list.changeSearch'), onPress: () => void go('trainSearch'), solid: true }]} />
      )
  else
    body = (
      <VirtualList
        items={rows}
        rowHeight={trainRowHeight(rows)}
        buffer={3}
        resetKey={`${key}|${s.sort}|${JSON.stringify(s.filter)}`}
        renderRow={(row) => <TrainRowCard row={row} onPress={open} />}
        footer={<Text className='train-list__count'>{t('train:list.count', { count: rows.length })}</Text>}
        testId='train-rows'
      />
    )

  return (
    <Page title='train:title.list' className='train-list' testId='train-list'>
      <View className='train-list__head'>
        <View role='button' onClick={() => void go('trainSearch')}>
          <Text className='train-list__route' data-testid='list-route'>{`${stationName(s.from, lang)} → ${stationName(s.to, lang)}`}</Text>
        </View>
        <View className='train-list__days'>
          <View className={`train-list__day ${day <= s.today ? 'train-list__day--off' : ''}`} role='button' aria-disabled={day <= s.today} data-testid='prev-day' onClick={() => day > s.today && s.setDate(shiftDay(day, -1))}>
            <Text>{t('train:list.prevDay')}</Text>
          </View>
          <Text className='train-list__date' data-testid='list-date'>{f.day(day, s.today)}</Text>
          <View className={`train-list__day ${day >= s.lastSaleDate ? 'train-list__day--off' : ''}`} role='button' aria-disabled={day >= s.lastSaleDate} data-testid='next-day' onClick={() => day < s.lastSaleDate && s.setDate(shiftDay(day, 1))}>
            <Text>{t('train:list.nextDay')}</Text>
          </View>
        </View>
      </View>
      <Text className='train-list__policy' data-testid='list-policy'>
        {state === 'done' ? policyLine(t, s.resultRank) : ' '}
      </Text>
      <View className='train-list__body'>{body}</View>
      <View className='train-list__bar' role='toolbar'>
        <View className='train-list__tool train-list__tool--on' role='button' aria-haspopup='dialog' data-testid='open-sort' onClick={() => setSortOpen(true)}>
          <Text>{`${t(`train:sort.${s.sort}`)} ▾`}</Text>
        </View>
        <View className={`train-list__tool ${s.highSpeedOnly ? 'train-list__tool--on' : ''}`} role='switch' aria-checked={s.highSpeedOnly} data-testid='toggle-high-speed' onClick={() => s.setHighSpeedOnly(!s.highSpeedOnly)}>
          <Text>{t('train:search.highSpeedOnly')}</Text>
        </View>
        <View className={`train-list__tool ${filters ? 'train-list__tool--on' : ''}`} role='button' data-testid='open-filter' onClick={() => setFilterOpen(true)}>
          <Text>{t('train:filter.title')}</Text>
          {filters > 0 && <Text className='train-list__badge'>{filters}</Text>}
        </View>
      </View>
      <PickerDialog
        open={sortOpen}
        title={t('train:sort.title')}
        options={TRAIN_SORTS.map((so) => ({ value: so, text: t(`train:sort.${so}`) }))}
        selectedIndex={TRAIN_SORTS.indexOf(s.sort)}
        onSelect={(o) => s.setSort(o.value)}
        onClose={() => setSortOpen(false)}
        testId='sort-picker'
      />
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
    </Page>
  )
}

export default observer(TrainList)
