/**
 * The route of an international trip as the search and the inquiry sheet ask it: one-way or round
 * trip, from and to (cities of the international airports in the kit's city picker, over
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
import type { Lang } from '@/domain/format'
import { useStores } from '@/stores'
import { cityList } from '../api'
import { intlSearch as s, placeName, placeRefOf, type TripType } from '../store'
import { intlCalendarLabels, intlPickerLabels, useIntlText } from './labels'
import './trip-fields.scss'

type Open = 'from' | 'to' | 'calendar' | null

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
    keys: { pinyin: '', initials: '', names: [p.CityNameCN, p.CityNameEN, p.CityNameJP, p.CountryNameCN, p.CountryNameEN], codes: [p.CityCode, ...codes] },
  }))
}

let cached: { lang: Lang; list: IntlCityListRes } | null = null

function TripFields() {
  const { session } = useStores()
  const { t, lang } = useIntlText()
  const f = useFormat()
  const [open, setOpen] = useState<Open>(null)
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
  const picker = (side: 'from' | 'to') => (
    <CityPicker
      open={open === side}
      title={t(side === 'from' ? 'intlFlight:picker.from' : 'intlFlight:picker.to')}
      labels={intlPickerLabels(t)}
      current={{ code: s[side].code, name: placeName(s[side], lang) }}
      recent={[]}
      hot={entries(list?.Hot ?? [], lang)}
      sections={(list?.Regions ?? []).map((g) => ({ letter: g.RegionName, cities: entries(g.Places, lang) }))}
      state={listState}
      onRetry={load}
      onPick={(code) => {
        const hit = all.find((x) => x.CityCode === code || x.Code === code)
        if (hit) s.pick(side, placeRefOf(hit))
        setOpen(null)
      }}
      onClose={() => setOpen(null)}
      testId={`intl-picker-${side}`}
    />
  )

  const round = s.tripType === 'RoundTrip'
  return (
    <View className='intl-trip'>
        <Segmented<TripType>
          options={[
            { value: 'OneWay', label: t('intlFlight:search.oneWay') },
            { value: 'RoundTrip', label: t('intlFlight:search.roundTrip') },
          ]}
          value={s.tripType}
          onChange={(v) => s.setTripType(v)}
          testId='intl-trip-type'
        />
        <View className='intl-trip__places'>
          <View className='intl-trip__place' role='button' data-testid='intl-from' onClick={() => setOpen('from')}>
            <Text className='intl-trip__caption'>{t('intlFlight:search.from')}</Text>
            <Text className='intl-trip__name'>{placeName(s.from, lang)}</Text>
          </View>
          <View className='intl-trip__swap' role='button' aria-label={t('intlFlight:search.swap')} data-testid='intl-swap' onClick={() => s.swap()}>
            <Text>⇄</Text>
          </View>
          <View className='intl-trip__place intl-trip__place--to' role='button' data-testid='intl-to' onClick={() => setOpen('to')}>
            <Text className='intl-trip__caption'>{t('intlFlight:search.to')}</Text>
            <Text className='intl-trip__name'>{placeName(s.to, lang)}</Text>
          </View>
        </View>
        <View className='intl-trip__row' role='button' data-testid='intl-dates' onClick={() => setOpen('calendar')}>
          <View className='intl-trip__date'>
            <Text className='intl-trip__caption'>{t('intlFlight:search.depart')}</Text>
            <Text className='intl-trip__day'>{f.day(s.departDay, s.today)}</Text>
          </View>
          {round && (
            <View className='intl-trip__date intl-trip__date--to'>
              <Text className='intl-trip__caption'>{t('intlFlight:search.return')}</Text>
              <Text className='intl-trip__day'>{f.day(s.returnDay, s.today)}</Text>
            </View>
          )}
        </View>
        <View className='intl-trip__row'>
          <Text className='intl-trip__label'>{t('intlFlight:search.cabin')}</Text>
          <Segmented<IntlCabin> options={INTL_CABINS.map((c) => ({ value: c, label: t(`intlFlight:cabin.${c}`) }))} value={s.cabin} onChange={(v) => s.setCabin(v)} testId='intl-cabin' />
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
        onClose={() => setOpen(null)}
        testId='intl-calendar'
      />
    </View>
  )
}

export default observer(TripFields)
