/**
 * The route of an international trip as the search and the inquiry sheet ask it: one-way, round
 * trip or multi-city (two to four legs, each with its places and a date on or after the leg
 * before), from and to (cities of the international airports in the kit's city picker, over
 * intlflight/getIntlFlightCityList), the dates in the kit's calendar, the cabin. Reads and writes
 * the search store, so a sheet asked after a search starts from that search.
 */
import { useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { IntlCityListRes, IntlPlace } from '@api/intlflight'
import { INTL_CABINS, INTL_SALE_DAYS, type IntlCabin } from '@api/intlflight-values'
import CityPicker, { type CityEntry } from '@/components/city-picker'
import Calendar from '@/components/calendar'
import { Segmented } from '@/components/ui/form'
import { useFormat } from '@/components/format'
import { useSheets } from '@/components/use-sheets'
import type { Lang } from '@/domain/format'
import { useStores } from '@/stores'
import { cityList } from '../api'
import { intlSearch as s, placeName, placeRefOf, type PlaceRef, type TripType } from '../store'
import { intlCalendarLabels, intlPickerLabels, useIntlText } from './labels'
import './trip-fields.scss'

/** What is open: a place or the date of leg `leg` (multi-city), or the trip's calendar. */
type Open = { kind: 'from' | 'to' | 'date'; leg: number } | 'calendar' | 'return'

function cityName(p: IntlPlace, lang: Lang): string {
  return placeName(placeRefOf(p), lang)
}

/** One entry per city (its airports beside it), from the airports of the list. */
function entries(places: IntlPlace[], lang: Lang): CityEntry[] {
  const out = new Map<string, { p: IntlPlace; codes: string[] }>()
  for (const p of places) {
    const e = out.get(p.CityCode)
    if (e) e.codes.push(p.Code)
    else out.set(p.CityCode, { p, codes: [p.Code] })
  }
  return [...out.values()].map(({ p, codes }) => ({
    code: p.CityCode,
    name: cityName(p, lang),
    sub: `${p.CountryName} · ${codes.join(' / ')}`,
    keys: {
      pinyin: '',
      initials: '',
      names: [p.CityNameCN, p.CityNameEN, p.CityNameJP, p.CountryNameCN, p.CountryNameEN],
      codes: [p.CityCode, ...codes],
    },
  }))
}

let cached: { lang: Lang; list: IntlCityListRes } | null = null

function TripFields() {
  const { session } = useStores()
  const { t, lang } = useIntlText()
  const f = useFormat()
  const { open, show: setOpen, close, done } = useSheets<Open>()
  const [list, setList] = useState<IntlCityListRes | null>(cached?.lang === lang ? cached.list : null)
  const [listState, setListState] = useState<'loading' | 'error' | 'done'>(list ? 'done' : 'loading')

  const load = () => {
    setListState('loading')
    cityList().then(
      (r) => {
        cached = { lang, list: r }
        setList(r)
        setListState('done')
      },
      () => setListState('error'),
    )
  }
  useDidShow(() => {
    if (session.signedIn && (!cached || cached.lang !== lang)) load()
  })

  const all = (list?.Regions ?? []).flatMap((r) => r.Places)
  const legs = s.legPlaces
  const place = open && typeof open === 'object' && open.kind !== 'date' ? open : null
  const picker = (side: 'from' | 'to') => {
    const leg = place?.kind === side ? place.leg : 0
    const current = legs[leg]?.[side] ?? s[side]
    return (
      <CityPicker
        open={place?.kind === side}
        title={t(side === 'from' ? 'intlFlight:picker.from' : 'intlFlight:picker.to')}
        labels={intlPickerLabels(t)}
        current={{ code: current.code, name: placeName(current, lang) }}
        recent={[]}
        hot={entries(list?.Hot ?? [], lang)}
        sections={(list?.Regions ?? []).map((g) => ({ letter: g.RegionName, cities: entries(g.Places, lang) }))}
        state={listState}
        onRetry={load}
        onPick={(code) => {
          const hit = all.find((x) => x.CityCode === code || x.Code === code)
          if (hit) s.pickAt(leg, side, placeRefOf(hit))
          setOpen(null)
        }}
        onClose={close}
        testId={`intl-picker-${side}`}
      />
    )
  }

  const round = s.tripType === 'RoundTrip'
  const multi = s.tripType === 'MultiCity'
  const dateLeg = open && typeof open === 'object' && open.kind === 'date' ? open.leg : null
  // A place of a multi-city leg: the button that opens its picker.
  const legPlace = (side: 'from' | 'to', leg: number, p: PlaceRef) => (
    <View
      className="intl-trip__leg-place"
      role="button"
      aria-label={t(`intlFlight:search.${side}`)}
      data-testid={`intl-leg-${side}-${leg}`}
      onClick={() => setOpen({ kind: side, leg })}
    >
      <Text className="intl-trip__leg-name">{placeName(p, lang)}</Text>
    </View>
  )
  return (
    <View className="intl-trip">
      <Segmented<TripType>
        options={[
          { value: 'OneWay', label: t('intlFlight:search.oneWay') },
          { value: 'RoundTrip', label: t('intlFlight:search.roundTrip') },
          { value: 'MultiCity', label: t('intlFlight:search.multiCity') },
        ]}
        value={s.tripType}
        onChange={(v) => s.setTripType(v)}
        testId="intl-trip-type"
      />
      {multi ? (
        <View className="intl-trip__legs" data-testid="intl-legs">
          {legs.map((l, i) => (
            <View key={i} className="intl-trip__leg" data-testid={`intl-leg-${i}`}>
              <View className="intl-trip__leg-head">
                <Text className="intl-trip__caption">{t('intlFlight:list.leg', { n: i + 1 })}</Text>
                {i > 0 && legs.length > 2 && (
                  <View
                    className="intl-trip__remove"
                    role="button"
                    aria-label={t('intlFlight:search.removeLeg', { n: i + 1 })}
                    data-testid={`intl-leg-remove-${i}`}
                    onClick={() => s.removeLeg(i)}
                  >
                    <Text>×</Text>
                  </View>
                )}
              </View>
              <View className="intl-trip__leg-row">
                {legPlace('from', i, l.from)}
                <Text className="intl-trip__arrow">→</Text>
                {legPlace('to', i, l.to)}
                <View
                  className="intl-trip__leg-date"
                  role="button"
                  aria-label={t('intlFlight:search.depart')}
                  data-testid={`intl-leg-date-${i}`}
                  onClick={() => setOpen({ kind: 'date', leg: i })}
                >
                  <Text>{f.day(l.date, s.today)}</Text>
                </View>
              </View>
            </View>
          ))}
          {s.canAddLeg && (
            <View className="intl-trip__add" role="button" data-testid="intl-leg-add" onClick={() => s.addLeg()}>
              <Text>+ {t('intlFlight:search.addLeg')}</Text>
            </View>
          )}
        </View>
      ) : (
        <View className="intl-trip__places">
          <View className="intl-trip__place" role="button" data-testid="intl-from" onClick={() => setOpen({ kind: 'from', leg: 0 })}>
            <Text className="intl-trip__caption">{t('intlFlight:search.from')}</Text>
            <Text className="intl-trip__name">{placeName(s.from, lang)}</Text>
          </View>
          <View className="intl-trip__swap" role="button" aria-label={t('intlFlight:search.swap')} data-testid="intl-swap" onClick={() => s.swap()}>
            <Text>⇄</Text>
          </View>
          <View className="intl-trip__place intl-trip__place--to" role="button" data-testid="intl-to" onClick={() => setOpen({ kind: 'to', leg: 0 })}>
            <Text className="intl-trip__caption">{t('intlFlight:search.to')}</Text>
            <Text className="intl-trip__name">{placeName(s.to, lang)}</Text>
          </View>
        </View>
      )}
      {!multi && (
        // Each date opens the calendar for itself: the departure (in a round trip, then the return
        // too), or the return alone, never earlier than the departure.
        <View className="intl-trip__row" data-testid="intl-dates">
          <View className="intl-trip__date" role="button" data-testid="intl-depart" onClick={() => setOpen('calendar')}>
            <Text className="intl-trip__caption">{t('intlFlight:search.depart')}</Text>
            <Text className="intl-trip__day">{f.day(s.departDay, s.today)}</Text>
          </View>
          {round && (
            <View className="intl-trip__date intl-trip__date--to" role="button" data-testid="intl-return" onClick={() => setOpen('return')}>
              <Text className="intl-trip__caption">{t('intlFlight:search.return')}</Text>
              <Text className="intl-trip__day">{f.day(s.returnDay, s.today)}</Text>
            </View>
          )}
        </View>
      )}
      <View className="intl-trip__row">
        <Text className="intl-trip__label">{t('intlFlight:search.cabin')}</Text>
        <Segmented<IntlCabin>
          options={INTL_CABINS.map((c) => ({ value: c, label: t(`intlFlight:cabin.${c}`) }))}
          value={s.cabin}
          onChange={(v) => s.setCabin(v)}
          testId="intl-cabin"
        />
      </View>
      {picker('from')}
      {picker('to')}
      <Calendar
        open={open === 'calendar'}
        title={t(round ? 'intlFlight:calendar.titleRound' : 'intlFlight:calendar.title')}
        labels={intlCalendarLabels(t, lang)}
        mode={round ? 'range' : 'single'}
        today={s.today}
        maxDays={INTL_SALE_DAYS}
        start={s.departDay}
        end={round ? s.returnDay : null}
        onSelect={(a, b) => s.setDates(a, b)}
        onClose={close}
        testId="intl-calendar"
      />
      <Calendar
        open={open === 'return'}
        title={t('intlFlight:search.return')}
        labels={intlCalendarLabels(t, lang)}
        mode="single"
        today={s.today}
        maxDays={INTL_SALE_DAYS}
        minDate={s.departDay}
        start={s.returnDay}
        onSelect={done((a) => s.setReturn(a))}
        onClose={close}
        testId="intl-return-calendar"
      />
      <Calendar
        open={dateLeg !== null}
        title={t('intlFlight:list.leg', { n: (dateLeg ?? 0) + 1 })}
        labels={intlCalendarLabels(t, lang)}
        mode="single"
        today={s.today}
        maxDays={INTL_SALE_DAYS}
        minDate={dateLeg ? legs[dateLeg - 1]?.date : undefined}
        start={dateLeg !== null ? (legs[dateLeg]?.date ?? null) : null}
        onSelect={done((a) => dateLeg !== null && s.setLegDay(dateLeg, a))}
        onClose={close}
        testId="intl-leg-calendar"
      />
    </View>
  )
}

export default observer(TripFields)
