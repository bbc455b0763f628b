/**
 * /bus/list — the day's departures: the places and the date with the day before and after, the
 * standard, a virtual list of departures with their class, fare, seats and mark, and the filter
 * (times, stations, with seats). A departure opens its booking.
 */
import { useCallback } from 'react'
import { observer } from 'mobx-react'
import type { BusRow } from '@api/bus'
import RouteResults from '@/components/result-list/route-results'
import { useResultLoad } from '@/components/result-list/use-result-load'
import RouteFilterSheet from '@/components/route-filter-sheet'
import { go } from '@/core/navigate'
import { NO_ROUTE_FILTER, routeFilterCount } from '@/domain/route-filter'
import { answerOf } from '@/shared/search-results'
import { stationText } from '@/shared/station-ref'
import BusRowCard, { BUS_ROW_HEIGHT } from '../components/bus-row'
import { policyLine, useBusText } from '../components/labels'
import { busSearch as s, saveSelection } from '../search-store'
import '../components/index.scss'
import './index.scss'

function BusList() {
  const { t, lang } = useBusText()
  const req = s.request()
  const key = JSON.stringify(req)
  const load = useResultLoad(
    key,
    (force) => s.loadBuses(req, force),
    () => s.route.stationsState === 'idle' && void s.route.loadStations(),
  )

  const open = useCallback((row: BusRow) => {
    saveSelection(row)
    void go('busBooking')
  }, [])
  const { state, rows } = answerOf(s, key, s.shown)
  const named = (list: BusRow['FromStation'][]) => list.map((x) => ({ code: x.Code, name: stationText(x, lang) }))

  return (
    <RouteResults
      ns="bus"
      route={s.route}
      lang={lang}
      search="busSearch"
      state={state}
      rows={rows}
      onRetry={() => load(true)}
      policy={state === 'done' && policyLine(t, s.standard)}
      filters={routeFilterCount(s.filter)}
      noFilter={NO_ROUTE_FILTER}
      setFilter={(f) => s.setFilter(f)}
      rowHeight={BUS_ROW_HEIGHT}
      resetKey={`${key}|${JSON.stringify(s.filter)}`}
      renderRow={(row) => <BusRowCard row={row} onPress={open} />}
      filterSheet={(sheet) => (
        <RouteFilterSheet
          ns="bus"
          {...sheet}
          value={s.filter}
          empty={NO_ROUTE_FILTER}
          from={named(s.fromStations)}
          to={named(s.toStations)}
          testId="bus-filter"
        />
      )}
    />
  )
}

export default observer(BusList)
