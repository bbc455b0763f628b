/**
 * /module/hotel/query — the hotel search (docs/ux.md search form): domestic or international,
 * city, stay with its nights (and the early-morning stay after midnight), rooms and guests,
 * keyword, stars and price, the travellers the policy is for (bookers), the standard, search.
 */
import { useEffect, useState } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import Page from '@/components/page'
import CityPicker from '@/components/city-picker'
import Calendar from '@/components/calendar'
import { ColleagueSheet, SearchTravellers } from '@/components/search-travellers'
import { SearchCard, SearchSubmit, SearchTabs, useSearchProblem } from '@/components/search-card'
import { ErrorBlock } from '@/components/ui/states'
import { searchGate } from '@/components/search-gate'
import { useFormat } from '@/components/format'
import { useSheets } from '@/components/use-sheets'
import { go } from '@/core/navigate'
import { nightsOf, shiftDay } from '@/domain/hotel-stay'
import { getBookPersons } from '@/shared/book-persons'
import { useStores } from '@/stores'
import KeywordSheet from '../components/keyword-sheet'
import OccupancySheet from '../components/occupancy-sheet'
import StarPriceSheet, { bandText } from '../components/star-price-sheet'
import { calendarLabels, capFor, cityPickerLabels, policyLine, useHotelText } from '../components/labels'
import { cityName, cityRefOf, hotelSearch as s, travellerPicks, type Market, type Traveller } from '../search-store'
import { toHotelParams } from '../search-params'
import { useHotelCities } from '../use-hotel-cities'
import '../components/index.scss'
import './index.scss'

type Open = 'city' | 'calendar' | 'occupancy' | 'keyword' | 'stars' | 'travellers'

/** A date of the stay under its caption: check-in, check-out (`out`). */
function StayDate(p: { caption: string; text: string; testId: string; out?: boolean }) {
  return (
    <View className={p.out ? 'hotel-search__date hotel-search__date--out' : 'hotel-search__date'}>
      <Text className="hotel-search__caption">{p.caption}</Text>
      <Text className="hotel-search__date-text" data-testid={p.testId}>
        {p.text}
      </Text>
    </View>
  )
}

function HotelSearch() {
  const router = useRouter()
  const { session, power, ui } = useStores()
  const { t, lang } = useHotelText()
  const f = useFormat()
  const { open, show: setOpen, close, done } = useSheets<Open>()
  const [problem, stops] = useSearchProblem()
  const cities = useHotelCities(s.market, lang)
  // Oneself as the booking scope lists them: the picker starts with them ticked when no one else is chosen.
  const [self, setSelf] = useState<Traveller | null>(null)

  useEffect(() => {
    // The international tile opens this page with intl=1.
    if (router.params.intl === '1') s.setMarket('INTL')
    else if (router.params.intl === '0') s.setMarket('CN')
  }, [router.params.intl])
  useDidShow(() => {
    if (session.signedIn && !s.info && s.initState !== 'loading') void s.loadInit()
  })
  // A market the person may not search falls back to the one they may.
  const canCN = power.can('BusinessPermission.Hotel.Search')
  const canIntl = power.can('BusinessPermission.IntlHotel.Search')
  useEffect(() => {
    if (!power.loaded) return
    if (s.market === 'CN' && !canCN && canIntl) s.setMarket('INTL')
    if (s.market === 'INTL' && !canIntl && canCN) s.setMarket('CN')
  }, [power.loaded, canCN, canIntl, s.market])
  useEffect(() => {
    if (open === 'city' && cities.state !== 'done') cities.load()
  }, [open, s.market]) // eslint-disable-line react-hooks/exhaustive-deps

  const markets: Market[] = (['CN', 'INTL'] as const).filter((m) => (m === 'INTL' ? canIntl : canCN))
  const gate = searchGate({ loaded: power.loaded, allowed: markets.length > 0, t, ns: 'hotel', id: 'hotel' })
  if (gate) return gate

  const isBooker = power.bookingScope('Hotel').Kind !== 'Self'
  const me = session.personalInfor
  // The picker opens with oneself ticked when the search is for oneself: found by name first, so a
  // large company's first page need not hold them.
  const openTravellers = () => {
    if (s.travellers.length || self || !me) return setOpen('travellers')
    void getBookPersons(me.ChName || me.LastName || '', 1)
      .then((r) => {
        const p = r.persons.find((x) => x.IsSelf)
        if (p) setSelf({ id: p.PersonId, name: p.Name })
      })
      .catch(() => undefined)
      .then(() => setOpen('travellers'))
  }
  const { stay, occupancy: o } = s
  const nights = nightsOf(stay.checkIn, stay.checkOut)
  const info = s.info
  const lastNight = info ? shiftDay(info.Today, -1) : ''

  const submit = () => {
    const p = s.stayProblem()
    if (stops(p)) return
    s.resetListFilters()
    const params = toHotelParams(s.query())
    if (s.keyword?.kind === 'Hotel') void go('hotelDetails', { ...params, hotelId: s.keyword.value })
    else void go('hotelList', params)
  }

  const occupancyText = [
    t('hotel:occupancy.roomsText', { count: o.rooms }),
    t('hotel:occupancy.adultsText', { count: o.adults }),
    o.childAges.length ? t('hotel:occupancy.childrenText', { count: o.childAges.length }) : '',
  ]
    .filter(Boolean)
    .join(' · ')
  const starPriceText = [s.band !== null ? bandText(t, s.band) : '', s.stars.map((x) => t(`hotel:star.${x}`)).join('/')].filter(Boolean).join(' · ')
  const city = s.currentCity
  const cap = capFor(info?.RankStandard, city)

  return (
    <Page title="hotel:title.search" className="hotel-search" testId="hotel-search">
      <SearchCard block="hotel-search">
        {markets.length > 1 && (
          <SearchTabs
            block="hotel-search"
            options={markets.map((m) => ({ value: m, label: t(m === 'CN' ? 'hotel:search.domestic' : 'hotel:search.international'), testId: `market-${m}` }))}
            value={s.market}
            onChange={(m) => s.setMarket(m)}
          />
        )}

        <View className="hotel-search__row" role="button" data-testid="hotel-city" onClick={() => setOpen('city')}>
          <Text className="hotel-search__caption">{t('hotel:search.city')}</Text>
          <Text className="hotel-search__city">{cityName(city, lang)}</Text>
          <Text className="hotel-search__chevron">›</Text>
        </View>

        <View className="hotel-search__dates" role="button" data-testid="hotel-dates" onClick={() => setOpen('calendar')}>
          <StayDate caption={t('hotel:search.checkIn')} text={stay.checkIn ? f.day(stay.checkIn, s.today) : ''} testId="check-in" />
          <Text className="hotel-search__nights" data-testid="nights">
            {t('hotel:search.nights', { count: nights })}
          </Text>
          <StayDate caption={t('hotel:search.checkOut')} text={stay.checkOut ? f.day(stay.checkOut, s.today) : ''} testId="check-out" out />
        </View>
        {info?.EarlyMorning && (
          <View
            className={`hotel-search__early ${stay.earlyMorning ? 'hotel-search__early--on' : ''}`}
            role="switch"
            aria-checked={stay.earlyMorning}
            data-testid="early-morning"
            onClick={() => s.setEarlyMorning(!stay.earlyMorning)}
          >
            <Text className="hotel-search__early-title">
              {t(stay.earlyMorning ? 'hotel:search.earlyOn' : 'hotel:search.earlyOffer', { date: f.day(lastNight) })}
            </Text>
            <Text className="hotel-search__early-hint">{t('hotel:search.earlyHint')}</Text>
          </View>
        )}

        <View className="hotel-search__row" role="button" data-testid="hotel-occupancy" onClick={() => setOpen('occupancy')}>
          <Text className="hotel-search__label">{t('hotel:search.roomsGuests')}</Text>
          <Text className="hotel-search__value">{occupancyText}</Text>
          <Text className="hotel-search__chevron">›</Text>
        </View>
        <View className="hotel-search__row" role="button" data-testid="hotel-keyword" onClick={() => setOpen('keyword')}>
          <Text className="hotel-search__label">{t('hotel:search.keyword')}</Text>
          <Text className={s.keyword ? 'hotel-search__value' : 'hotel-search__placeholder'}>{s.keyword?.name ?? t('hotel:search.keywordHint')}</Text>
          <Text className="hotel-search__chevron">›</Text>
        </View>
        <View className="hotel-search__row" role="button" data-testid="hotel-star-price" onClick={() => setOpen('stars')}>
          <Text className="hotel-search__label">{t('hotel:search.starPrice')}</Text>
          <Text className={starPriceText ? 'hotel-search__value' : 'hotel-search__placeholder'}>{starPriceText || t('hotel:search.any')}</Text>
          <Text className="hotel-search__chevron">›</Text>
        </View>

        <SearchTravellers ns="hotel" row="row" store={s} booker={isBooker} onAdd={openTravellers} />

        {s.initState === 'error' ? (
          <ErrorBlock text={t('hotel:search.loadFailed')} onRetry={() => void s.loadInit()} testId="hotel-init-error" />
        ) : (
          <View className="hotel-search__policy" data-testid="policy-line">
            <Text>{info ? policyLine(t, info.RankStandard, cap) : ' '}</Text>
          </View>
        )}

        <SearchSubmit block="hotel-search" text={t('hotel:search.button')} onClick={submit} testId="search-hotels" problem={problem} />
      </SearchCard>

      <CityPicker
        open={open === 'city'}
        title={t(s.international ? 'hotel:cityPicker.titleIntl' : 'hotel:cityPicker.title')}
        labels={cityPickerLabels(t)}
        current={{ code: city.code, name: cityName(city, lang) }}
        recent={s.recent[s.market].map((c) => ({ code: c.code, name: cityName(c, lang) }))}
        hot={cities.hot}
        sections={cities.sections}
        state={cities.state}
        onRetry={cities.load}
        onPick={(code) => {
          const c = cities.byCode(code)
          const known = c ? cityRefOf(c) : s.recent[s.market].find((x) => x.code === code)
          if (known) s.pickCity(known)
        }}
        onClose={close}
        testId="city-picker"
      />
      <Calendar
        open={open === 'calendar'}
        title={t('hotel:calendar.title')}
        labels={calendarLabels(t, lang)}
        mode="range"
        today={s.today}
        maxDays={s.limits.maxBookDays + 1}
        start={stay.checkIn >= s.today ? stay.checkIn : s.today}
        end={stay.checkOut}
        onSelect={(a, b) => {
          if (!b) return
          const n = nightsOf(a, b)
          if (n > (info?.MaxNights ?? 28)) return ui.toast(t('hotel:stay.tooManyNights', { max: info?.MaxNights ?? 28 }))
          s.setStay(a, b)
        }}
        onClose={close}
        testId="hotel-calendar"
      />
      <OccupancySheet open={open === 'occupancy'} value={o} onDone={done((v) => s.setOccupancy(v))} onClose={close} />
      <KeywordSheet open={open === 'keyword'} cityCode={city.code} value={s.keyword} onPick={done((k) => s.setKeyword(k))} onClose={close} />
      <StarPriceSheet open={open === 'stars'} stars={s.stars} band={s.band} onDone={done((stars, band) => s.setStarsAndBand(stars, band))} onClose={close} />
      {isBooker && (
        <ColleagueSheet
          open={open === 'travellers'}
          ns="hotel"
          allowNone
          value={travellerPicks(s.travellers, self)}
          max={20}
          onDone={done((list) => s.setTravellers(list))}
          onClose={close}
        />
      )}
    </Page>
  )
}

export default observer(HotelSearch)
