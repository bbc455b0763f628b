/**
 * /bus/list — the day's departures: the places and the date with the day before and after, the
 * standard, a virtual list of departures with their class, fare, seats and mark, and the filter
 * (times, stations, with seats). A departure opens its booking.
 */
import { useCallback } from 'react'
import { observer } from 'mobx-react'
import type { BusRow } from '@api/bus'
import { ResultBody, ResultPage } from '@/components/result-list'
import RouteHead from '@/components/result-list/route-head'
import { useResultLoad } from '@/components/result-list/use-result-load'
import RouteFilterSheet from '@/components/route-filter-sheet'
import { useSheets } from '@/components/use-sheets'
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
  const sheets = useSheets<'filter'>()
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
  const filters = routeFilterCount(s.filter)
  const named = (list: BusRow['FromStation'][]) => list.map((x) => ({ code: x.Code, name: stationText(x, lang) }))

  return (
    <ResultPage
      title="bus:title.list"
      className="bus-list"
      head={<RouteHead ns="bus" block="bus-list" store={s.route} lang={lang} search="busSearch" />}
      policy={state === 'done' && policyLine(t, s.standard)}
      body={
        <ResultBody
          ns="bus"
          state={state}
          rows={rows}
          onRetry={() => load(true)}
          actions={[{ text: t('bus:list.changeSearch'), onPress: () => void go('busSearch'), solid: true }]}
          clear={filters > 0 ? { text: t('bus:filter.clear'), onPress: () => s.setFilter(NO_ROUTE_FILTER) } : null}
          rowHeight={BUS_ROW_HEIGHT}
          resetKey={`${key}|${JSON.stringify(s.filter)}`}
          renderRow={(row) => <BusRowCard row={row} onPress={open} />}
        />
      }
      tools={[]}
      filter={{ text: t('bus:filter.title'), count: filters, onPress: () => sheets.show('filter') }}
    >
      <RouteFilterSheet
        ns="bus"
        open={sheets.open === 'filter'}
        value={s.filter}
        empty={NO_ROUTE_FILTER}
        from={named(s.fromStations)}
        to={named(s.toStations)}
        onApply={sheets.done((v) => s.setFilter(v))}
        onClose={sheets.close}
        testId="bus-filter"
      />
    </ResultPage>
  )
}

export default observer(BusList)
