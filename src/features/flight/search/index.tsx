import { useEffect, useMemo, useRef, useState } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import Page from '@/components/page'
import PickerDialog from '@/components/picker-dialog'
import CityPicker from '@/components/city-picker'
import Calendar from '@/components/calendar'
import { useStores } from '@/stores'
import { go } from '@/core/navigate'
import { addDays, diffDays, parseDate, toIsoDate } from '@/domain/dates'
import { money } from '@/components/format'
import { ColleagueSheet, SearchTravellers } from '@/components/search-travellers'
import { ErrorBlock } from '@/components/ui/states'
import { searchGate } from '@/components/search-gate'
import { SearchCard, SearchPlaces, SearchSubmit, SearchTabs, useSearchProblem } from '@/components/search-card'
import type { CityRef } from '@/domain/city'
import { useAirportCities } from '@/components/city-picker/use-airport-cities'
import { Chip } from '@/components/ui/chip'
import { useSheets } from '@/components/use-sheets'
import { cityName, flightSearch as s } from '../search-store'
import { CABIN_FILTERS, checkSearch, searchDateText, searchPrefillOf, toParams } from '../search-params'
import { LOWEST_PRICE_SPAN_DAYS } from '../search-api'
import { clearReasons } from '../reasons'
import { clearSelection } from '../selection'
import { calendarLabels, cityPickerLabels, policyLine, policyRules, useFlightText } from '../components/labels'
import './index.scss'
import '@/features/flight/texts'

type CalendarFor = 'depart' | 'return' | null

function FlightSearch() {
  const { session, power } = useStores()
  const { t, lang } = useFlightText()
  const cities = useAirportCities(lang)
  const [picker, setPicker] = useState<'from' | 'to' | null>(null)
  const [calendar, setCalendar] = useState<CalendarFor>(null)
  const sheets = useSheets<'cabin' | 'travellers'>()
  const [problem, stops] = useSearchProblem()
  // Opened with a search to start from ("book with this application": cities by code, the date, the
  // application's authorization code): applied once, when the city names are known; the code rides
  // along to the list, the cabins and the booking form.
  const router = useRouter()
  const prefill = useMemo(() => searchPrefillOf((router.params ?? {}) as Record<string, string | undefined>), []) // eslint-disable-line react-hooks/exhaustive-deps
  const authCode = prefill?.authCode ?? ''
  const prefilled = useRef(false)
  useEffect(() => {
    if (!prefill || prefilled.current) return
    if ((prefill.from || prefill.to) && cities.state === 'loading') {
      cities.load()
      return
    }
    prefilled.current = true
    const ref = (code: string): CityRef => {
      const seen = cities.resolve(code, '')
      return seen.names.CN || seen.names.EN ? seen : (s.knownCity(code) ?? { code, names: { CN: code, EN: code, JP: code } })
    }
    const from = prefill.from ? ref(prefill.from) : s.from
    const to = prefill.to ? ref(prefill.to) : s.to
    if (from.code !== to.code) s.useRoute({ from, to })
    if (prefill.date) {
      s.setTripType('OneWay')
      s.setDates(prefill.date, s.returnDate)
    }
  }, [cities.state]) // eslint-disable-line react-hooks/exhaustive-deps

  useDidShow(() => {
    if (session.signedIn && s.initState !== 'done') void s.loadInit()
  })
  useEffect(() => {
    if (picker && cities.state !== 'done') cities.load()
  }, [picker]) // eslint-disable-line react-hooks/exhaustive-deps

  // The calendar shows the route's lowest fare under each day: a year in 62-day windows, side by side.
  const calRoute = calendar === 'return' ? { from: s.to.code, to: s.from.code } : { from: s.from.code, to: s.to.code }
  useEffect(() => {
    if (!calendar || calRoute.from === calRoute.to) return
    const today = parseDate(s.today)!
    for (let start = 0; start <= s.maxBookDays; start += LOWEST_PRICE_SPAN_DAYS + 1) {
      const end = Math.min(s.maxBookDays, start + LOWEST_PRICE_SPAN_DAYS)
      void s.loadLowestPrices(calRoute.from, calRoute.to, s.cabin, toIsoDate(addDays(today, start)), toIsoDate(addDays(today, end)), true)
    }
  }, [calendar, calRoute.from, calRoute.to]) // eslint-disable-line react-hooks/exhaustive-deps

  const lowest = useMemo(() => {
    if (!calendar) return null
    let min: number | null = null
    const today = parseDate(s.today)!
    for (let i = 0; i <= s.maxBookDays; i++) {
      const p = s.lowestPrice(calRoute.from, calRoute.to, s.cabin, toIsoDate(addDays(today, i)))
      if (typeof p === 'number' && (min === null || p < min)) min = p
    }
    return min
    // The observable map is read inside; re-run when its size changes (new prices arrived).
  }, [calendar, calRoute.from, calRoute.to, s.lowestPrices.size]) // eslint-disable-line react-hooks/exhaustive-deps

  const gate = searchGate({ loaded: power.loaded, allowed: power.can('BusinessPermission.Flight.Search'), t, ns: 'flight', id: 'flight' })
  if (gate) return gate

  const isBooker = power.bookingScope('Flight').Kind !== 'Self'
  const roundTrip = s.tripType === 'RoundTrip'
  // The weekday always, and today / tomorrow beside it, as search forms show dates.
  const dateText = (d: string) => searchDateText(d, lang, s.today)
  const stay = diffDays(parseDate(s.departDate)!, parseDate(s.returnDate)!) + 1

  const submit = () => {
    const p = checkSearch(
      { tripType: s.tripType, from: s.from.code, to: s.to.code, departDate: s.departDate, returnDate: s.returnDate },
      s.today,
      s.maxBookDays,
    )
    if (stops(p)) return
    s.rememberSearch()
    // A new search starts a new choice: the fares and reasons of an earlier one no longer apply.
    s.setOutbound(null)
    clearSelection()
    clearReasons()
    void go(
      'flightList',
      toParams({
        tripType: s.tripType,
        leg: 0,
        from: s.from.code,
        to: s.to.code,
        date: s.departDate,
        returnDate: s.returnDate,
        cabin: s.cabin,
        passengerIds: s.passengerIds,
        authCode: authCode || undefined,
      }),
    )
  }

  const cabinIndex = CABIN_FILTERS.indexOf(s.cabin)
  return (
    <Page title="flight:title.search" className="flight-search" testId="flight-search">
      <SearchCard block="flight-search">
        <SearchTabs
          block="flight-search"
          options={(['OneWay', 'RoundTrip'] as const).map((tt) => ({
            value: tt,
            label: t(tt === 'OneWay' ? 'flight:trip.oneWay' : 'flight:trip.roundTrip'),
            testId: `trip-${tt}`,
          }))}
          value={s.tripType}
          onChange={(tt) => s.setTripType(tt)}
        />
        <SearchPlaces
          ns="flight"
          block="flight-search"
          pair="cities"
          one="city"
          names={[cityName(s.from, lang), cityName(s.to, lang)]}
          onOpen={setPicker}
          onSwap={() => s.swap()}
        />

        <View className="flight-search__dates">
          <View className="flight-search__date" role="button" data-testid="depart-date" onClick={() => setCalendar('depart')}>
            <Text className="flight-search__caption">{t('flight:search.departDate')}</Text>
            <Text className="flight-search__date-text">{dateText(s.departDate)}</Text>
          </View>
          {roundTrip ? (
            <>
              <Text className="flight-search__stay">{t('flight:search.days', { count: stay })}</Text>
              <View className="flight-search__date flight-search__date--return" role="button" data-testid="return-date" onClick={() => setCalendar('return')}>
                <Text className="flight-search__caption">{t('flight:search.returnDate')}</Text>
                <Text className="flight-search__date-text">{dateText(s.returnDate)}</Text>
              </View>
            </>
          ) : (
            <View className="flight-search__add-return" role="button" data-testid="add-return" onClick={() => s.setTripType('RoundTrip')}>
              <Text>{t('flight:search.addReturn')}</Text>
            </View>
          )}
        </View>

        <View className="flight-search__field" role="button" data-testid="cabin-class" onClick={() => sheets.show('cabin')}>
          <Text className="flight-search__label">{t('flight:search.cabin')}</Text>
          <Text className="flight-search__value">{t(`flight:cabinClass.${s.cabin}`)}</Text>
          <Text className="flight-search__chevron">›</Text>
        </View>

        <SearchTravellers ns="flight" row="field" store={s} booker={isBooker} onAdd={() => sheets.show('travellers')} />

        {s.initState === 'error' ? (
          <ErrorBlock text={t('flight:search.loadFailed')} onRetry={() => void s.loadInit()} testId="flight-init-error" />
        ) : (
          <View className="flight-search__policy" data-testid="policy-line">
            {s.initState === 'done' ? (
              s.travellerRanks.length > 1 ? (
                <>
                  <Text className="flight-search__policy-line">{t('flight:policy.label')}</Text>
                  {s.travellerRanks.map((r, i) => (
                    <Text key={r?.RankId ?? `none-${i}`} className="flight-search__policy-line">
                      {t('flight:policy.rankLine', { rank: r?.RankName ?? t('flight:policy.noRank'), rules: policyRules(t, lang, r) })}
                    </Text>
                  ))}
                </>
              ) : (
                <Text>{policyLine(t, lang, s.travellerRanks[0] ?? s.rank)}</Text>
              )
            ) : (
              <View className="skeleton__bar skeleton__bar--short" aria-busy="true" />
            )}
          </View>
        )}

        <SearchSubmit block="flight-search" text={t('flight:search.button')} onClick={submit} testId="search-flights" problem={problem} />
      </SearchCard>

      {s.recentRoutes.length > 0 && (
        <View className="flight-search__recent" data-testid="recent-searches">
          <View className="flight-search__recent-head">
            <Text className="flight-search__recent-title">{t('flight:search.recent')}</Text>
            <View className="flight-search__recent-clear" role="button" onClick={() => s.clearRecentRoutes()}>
              <Text>{t('flight:search.clearRecent')}</Text>
            </View>
          </View>
          <View className="flight-search__recent-chips">
            {s.recentRoutes.map((r) => (
              <Chip key={`${r.from.code}-${r.to.code}`} look="outline" role="button" onTap={() => s.useRoute(r)}>
                <Text>{t('flight:search.route', { from: cityName(r.from, lang), to: cityName(r.to, lang) })}</Text>
              </Chip>
            ))}
          </View>
        </View>
      )}

      <CityPicker
        open={picker !== null}
        title={t(picker === 'to' ? 'flight:cityPicker.titleTo' : 'flight:cityPicker.titleFrom')}
        labels={cityPickerLabels(t)}
        current={picker ? cities.entry(picker === 'from' ? s.from : s.to) : null}
        recent={s.recentCities.map((c) => cities.entry(c))}
        hot={cities.hot}
        sections={cities.sections}
        state={cities.state}
        onRetry={cities.load}
        search={cities.search}
        onPick={(code, name) => picker && s.setCity(picker, cities.resolve(code, name))}
        onClose={() => setPicker(null)}
        testId="city-picker"
      />
      <Calendar
        open={calendar !== null}
        title={t(calendar === 'return' ? 'flight:calendar.titleReturn' : 'flight:calendar.titleDepart')}
        labels={calendarLabels(t, lang)}
        mode="single"
        today={s.today}
        maxDays={s.maxBookDays}
        minDate={calendar === 'return' ? s.departDate : undefined}
        start={calendar === 'return' ? s.returnDate : s.departDate}
        price={(d) => {
          const p = s.lowestPrice(calRoute.from, calRoute.to, s.cabin, d)
          return typeof p === 'number' ? { text: money(p), low: p === lowest } : null
        }}
        onSelect={(d) => (calendar === 'return' ? s.setDates(s.departDate, d) : s.setDates(d, s.returnDate))}
        onClose={() => setCalendar(null)}
        testId="flight-calendar"
      />
      <PickerDialog
        open={sheets.open === 'cabin'}
        title={t('flight:search.cabin')}
        options={CABIN_FILTERS.map((c) => ({ value: c, text: t(`flight:cabinClass.${c}`) }))}
        selectedIndex={cabinIndex}
        onSelect={(c) => s.setCabin(c.value)}
        onClose={sheets.close}
        testId="cabin-picker"
      />
      {isBooker && (
        <ColleagueSheet
          open={sheets.open === 'travellers'}
          ns="flight"
          allowNone
          value={s.travellers}
          max={s.init?.MaxPassengers ?? 9}
          onDone={sheets.done((list) => void s.setTravellers(list))}
          onClose={sheets.close}
        />
      )}
    </Page>
  )
}

export default observer(FlightSearch)
