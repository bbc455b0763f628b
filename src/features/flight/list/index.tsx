import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { FlightRow } from '@api/flight'
import Page from '@/components/page'
import Calendar from '@/components/calendar'
import { ResultBody, ResultPage } from '@/components/result-list'
import { useStores } from '@/stores'
import { go, replace } from '@/core/navigate'
import { onPageQueryChange, replacePageQuery } from '@/platform/page-query'
import { urlOf } from '@/routes'
import { addDays, parseDate, toIsoDate } from '@/domain/dates'
import { NO_FILTERS, activeFilterCount, conflictsWithOutbound, nextSort } from '@/domain/flight-list'
import { formatMonthDayWeekday, formatTime } from '@/domain/format'
import { money } from '@/components/format'
import { answerOf } from '@/shared/search-results'
import FlightRowCard, { FLIGHT_ROW_HEIGHT } from '../components/flight-row'
import FilterSheet from '../components/filter-sheet'
import DateStrip from '../components/date-strip'
import { calendarLabels, policyLine, useFlightText } from '../components/labels'
import { fromParams, movedDate, queryKey, toParams, type LegQuery } from '../search-params'
import { cityName, flightSearch as s } from '../search-store'
import './index.scss'
import '@/features/flight/texts'

/** Days the strip shows around the searched one (one lowest-price call covers them). */
const STRIP_BEFORE = 14
const STRIP_AFTER = 30

function FlightList() {
  const router = useRouter()
  const { session } = useStores()
  const { t, lang } = useFlightText()
  // The page follows its URL: H5 may keep it mounted when only the query of the hash changes
  // (a link opened in the same tab, back/forward), so a changed query is read again.
  const [params, setParams] = useState(() => router.params as Record<string, string | undefined>)
  // A round trip stacks two lists (outbound, return): only the one on top follows the URL, read
  // once the router has moved its stack (back/forward).
  const self = useRef(Taro.getCurrentInstance().page as { $taroPath?: string } | null | undefined)
  useEffect(
    () =>
      onPageQueryChange((path, next) => {
        if (path.toLowerCase() !== urlOf('flightList').toLowerCase()) return
        setTimeout(() => {
          const pages = Taro.getCurrentPages() as { $taroPath?: string }[]
          const top = pages[pages.length - 1]
          if (top && self.current && top !== self.current && top.$taroPath !== self.current.$taroPath) return
          setParams(next)
        }, 0)
      }),
    [],
  )
  const initial = useMemo(() => fromParams(params), [params])
  const [date, setDate] = useState(initial?.date ?? '')
  const [ret, setRet] = useState(initial?.returnDate ?? '')
  useEffect(() => {
    setDate(initial?.date ?? '')
    setRet(initial?.returnDate ?? '')
  }, [initial?.date, initial?.returnDate]) // eslint-disable-line react-hooks/exhaustive-deps
  const [filterOpen, setFilterOpen] = useState(false)
  const [calendarOpen, setCalendarOpen] = useState(false)

  const q: LegQuery | null = initial ? { ...initial, date, returnDate: ret } : null
  const outbound = q?.leg === 1 ? s.outbound : null
  // The return leg never departs before the outbound flight's day.
  const minDate = outbound ? outbound.segment.flight.ArriveDate : s.today

  useEffect(() => {
    if (!initial) void replace('flightSearch')
    else if (initial.leg === 1 && !s.outbound)
      void replace('flightList', toParams({ ...initial, leg: 0, from: initial.to, to: initial.from, date: initial.returnDate }))
  }, [initial])

  const load = useCallback(
    (force = false) => {
      if (!q) return
      void s.loadFlights(q, force)
    },
    [q?.from, q?.to, q?.date, q?.cabin, q?.passengerIds.join(',')], // eslint-disable-line react-hooks/exhaustive-deps
  )

  // One function for the page's life, so the rows (memo) do not render again when the page does
  // (the day's lowest prices, a sheet opening); it reads the query of the latest render.
  const query = useRef(q)
  query.current = q
  const open = useCallback((row: FlightRow) => {
    if (query.current) void go('flightCabins', { ...toParams(query.current), flightNo: row.FlightNo })
  }, [])

  useDidShow(() => {
    if (session.signedIn) load()
  })
  useEffect(() => {
    if (session.signedIn) load()
  }, [load]) // eslint-disable-line react-hooks/exhaustive-deps

  const stripDays = useMemo(() => {
    const min = parseDate(minDate > s.today ? minDate : s.today)
    const sel = parseDate(date)
    const last = s.lastBookable
    if (!min || !sel) return []
    const out: string[] = []
    for (let d = addDays(sel, -STRIP_BEFORE); toIsoDate(d) <= toIsoDate(addDays(sel, STRIP_AFTER)); d = addDays(d, 1)) {
      const iso = toIsoDate(d)
      if (iso >= toIsoDate(min) && iso <= last) out.push(iso)
    }
    return out
  }, [date, minDate, s.today, s.lastBookable]) // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (q && stripDays.length && session.signedIn) void s.loadLowestPrices(q.from, q.to, q.cabin, stripDays[0], stripDays[stripDays.length - 1])
  }, [stripDays, q?.from, q?.to, q?.cabin]) // eslint-disable-line react-hooks/exhaustive-deps

  if (!q) return <Page title="flight:title.list" className="flight-list" />

  const changeDate = (d: string) => {
    const next = movedDate(q, d)
    setDate(next.date)
    // The URL says the day shown, so a reload, back or a shared link shows it too.
    replacePageQuery(toParams(next))
    if (q.leg === 0) {
      setRet(next.returnDate)
      s.setDates(next.date, q.tripType === 'RoundTrip' ? next.returnDate : s.returnDate)
    }
  }

  const { state, rows } = answerOf(s, queryKey(q), s.visibleRows)
  const all = answerOf(s, queryKey(q), s.rows).rows
  // A city the search page did not list is named as the flights name it (else by its code).
  const placeName = (code: string, named: string | undefined) => {
    const name = named ?? code
    return cityName(s.knownCity(code) ?? { code, names: { CN: name, EN: name, JP: name } }, lang)
  }
  const fromName = placeName(q.from, all[0]?.DepartCityName)
  const toName = placeName(q.to, all[0]?.ArriveCityName)
  const filters = activeFilterCount(s.filters)
  const blocked = (row: FlightRow) => (outbound && conflictsWithOutbound(row, outbound.segment.flight) ? t('flight:list.conflict') : undefined)
  const shift = (days: number) => {
    const d = toIsoDate(addDays(parseDate(date)!, days))
    if (d >= minDate && d >= s.today && d <= s.lastBookable) changeDate(d)
  }

  const sortLabel = (kind: 'time' | 'price') => {
    const active = kind === 'time' ? s.sort.startsWith('Depart') : s.sort.startsWith('Price')
    if (!active) return t(kind === 'time' ? 'flight:list.time' : 'flight:list.price')
    return t(`flight:list.${{ DepartAsc: 'timeAsc', DepartDesc: 'timeDesc', PriceAsc: 'priceAsc', PriceDesc: 'priceDesc' }[s.sort]}`)
  }

  return (
    <ResultPage
      title={q.leg === 1 ? 'flight:title.listReturn' : 'flight:title.list'}
      className="flight-list"
      head={
        <>
          <View className="flight-list__head">
            {q.tripType === 'RoundTrip' && <Text className="flight-list__leg">{t(q.leg === 1 ? 'flight:trip.return' : 'flight:trip.outbound')}</Text>}
            <Text className="flight-list__cities" data-testid="list-route">
              {t('flight:list.route', { from: fromName, to: toName })}
            </Text>
          </View>
          <Text className="result-list__policy" data-testid="list-policy">
            {state === 'done' ? policyLine(t, lang, s.resultRank) : ' '}
          </Text>
          {outbound && (
            <View className="flight-list__outbound" data-testid="outbound-summary">
              <Text className="flight-list__outbound-text">
                {`${t('flight:list.outboundChosen')} ${formatMonthDayWeekday(outbound.segment.flight.DepartDate, lang, { today: s.today })} ${outbound.segment.flight.FlightNo} ${formatTime(outbound.segment.flight.DepartTime)} ${money(outbound.segment.cabin.Price)}`}
              </Text>
              <View
                className="flight-list__outbound-change"
                role="button"
                onClick={() => void replace('flightList', toParams({ ...q, leg: 0, from: q.to, to: q.from, date: outbound.segment.choice.DepartDate }))}
              >
                <Text>{t('flight:list.changeOutbound')}</Text>
              </View>
            </View>
          )}
          <DateStrip
            days={stripDays}
            selected={date}
            today={s.today}
            price={(d) => {
              const p = s.lowestPrice(q.from, q.to, q.cabin, d)
              return typeof p === 'number' ? money(p) : ''
            }}
            onPick={changeDate}
            onCalendar={() => setCalendarOpen(true)}
          />
        </>
      }
      body={
        <ResultBody
          ns="flight"
          state={state}
          rows={rows}
          onRetry={() => load(true)}
          actions={[
            { text: t('flight:list.prevDay'), onPress: () => shift(-1) },
            { text: t('flight:list.nextDayButton'), onPress: () => shift(1), solid: true },
          ]}
          clear={all.length > 0 ? { text: t('flight:list.clearFilters'), onPress: () => s.setFilters(NO_FILTERS) } : null}
          rowHeight={FLIGHT_ROW_HEIGHT}
          resetKey={`${queryKey(q)}|${s.sort}|${JSON.stringify(s.filters)}`}
          renderRow={(row) => <FlightRowCard row={row} blockedReason={blocked(row)} onPress={open} />}
        />
      }
      tools={[
        {
          icon: '⚲',
          text: t('flight:list.filter'),
          on: filters > 0,
          badge: filters,
          testId: 'open-filter',
          onPress: () => setFilterOpen(true),
        },
        {
          icon: '◷',
          text: sortLabel('time'),
          on: s.sort.startsWith('Depart'),
          testId: 'sort-time',
          onPress: () => s.setSort(nextSort(s.sort, 'time')),
        },
        {
          icon: '¥',
          text: sortLabel('price'),
          on: s.sort.startsWith('Price'),
          testId: 'sort-price',
          onPress: () => s.setSort(nextSort(s.sort, 'price')),
        },
        {
          icon: '→',
          text: t('flight:list.directOnly'),
          on: s.filters.directOnly,
          role: 'switch',
          testId: 'direct-only',
          onPress: () => s.setFilters({ ...s.filters, directOnly: !s.filters.directOnly }),
        },
      ]}
    >
      <FilterSheet open={filterOpen} rows={all} value={s.filters} onApply={(f) => s.setFilters(f)} onClose={() => setFilterOpen(false)} />
      <Calendar
        open={calendarOpen}
        title={t(q.leg === 1 ? 'flight:calendar.titleReturn' : 'flight:calendar.titleDepart')}
        labels={calendarLabels(t, lang)}
        mode="single"
        today={s.today}
        maxDays={s.maxBookDays}
        minDate={minDate > s.today ? minDate : undefined}
        start={date}
        price={(d) => {
          const p = s.lowestPrice(q.from, q.to, q.cabin, d)
          return typeof p === 'number' ? { text: money(p), low: false } : null
        }}
        onSelect={(d) => changeDate(d)}
        onClose={() => setCalendarOpen(false)}
        testId="flight-calendar"
      />
    </ResultPage>
  )
}

export default observer(FlightList)
