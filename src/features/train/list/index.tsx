/**
 * /train/list — the trains of the day (docs/ux.md result list): the stations and the date with
 * the day before and after, the standard, a virtual list of trains with every class, and a bar to
 * sort (earliest, latest, fastest, cheapest) and filter (types, times, stations, with tickets).
 * A train opens its stops and classes.
 */
import { useCallback } from 'react'
import { observer } from 'mobx-react'
import type { TrainRow } from '@api/train'
import { TRAIN_SORTS } from '@api/train-values'
import { storeSort } from '@/components/result-list'
import RouteResults from '@/components/result-list/route-results'
import { useResultLoad } from '@/components/result-list/use-result-load'
import { go } from '@/core/navigate'
import { filterCount, NO_TRAIN_FILTER } from '@/domain/train'
import { answerOf } from '@/shared/search-results'
import FilterSheet from '../components/filter-sheet'
import TrainRowCard, { trainRowHeight } from '../components/train-row'
import { policyLine, useTrainText } from '../components/labels'
import { trainSearch as s } from '../search-store'
import '../components/index.scss'
import './index.scss'

function TrainList() {
  const { t, lang } = useTrainText()
  const req = s.request()
  const key = JSON.stringify(req)

  const load = useResultLoad(
    key,
    (force) => s.loadTrains(req, force),
    () => s.route.stationsState === 'idle' && void s.route.loadStations(),
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
  const { state, rows } = answerOf(s, key, s.shown)

  return (
    <RouteResults
      ns="train"
      route={s.route}
      lang={lang}
      search="trainSearch"
      state={state}
      rows={rows}
      onRetry={() => load(true)}
      policy={state === 'done' && policyLine(t, s.resultRank)}
      filters={filterCount(s.filter)}
      noFilter={NO_TRAIN_FILTER}
      setFilter={(f) => s.setFilter(f)}
      rowHeight={trainRowHeight(rows)}
      resetKey={`${key}|${s.sort}|${JSON.stringify(s.filter)}`}
      renderRow={(row) => <TrainRowCard row={row} onPress={open} />}
      sort={storeSort(t, 'train:sort.title', TRAIN_SORTS, 'train:sort', s)}
      tools={[
        {
          text: t('train:search.highSpeedOnly'),
          on: s.highSpeedOnly,
          role: 'switch',
          testId: 'toggle-high-speed',
          onPress: () => s.setHighSpeedOnly(!s.highSpeedOnly),
        },
      ]}
      filterSheet={(sheet) => <FilterSheet {...sheet} value={s.filter} from={s.resultFrom} to={s.resultTo} />}
    />
  )
}

export default observer(TrainList)
