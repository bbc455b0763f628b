/**
 * /car/query — the car home: the services the rider may use (ride now, reserved ride, airport
 * pick-up, train-station pick-up, taxi), the city, from and to (saved places or the city's place
 * search), a reserved ride's time at least 30 minutes ahead, a pick-up's flight or train with the
 * wait after it arrives; the quote per class with the standard; a class leads to booking.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { CarClass, CarInitInfoRes, CarPlace, CarQuoteRes, CarService } from '@api/car'
import Page from '@/components/page'
import { SearchCard, SearchPlaces, SearchSubmit, SearchTabs, useSearchProblem } from '@/components/search-card'
import { searchGate } from '@/components/search-gate'
import { Chip } from '@/components/ui/chip'
import { DateField, FormRow, TextField, TimeField } from '@/components/ui/form'
import { ListRow } from '@/components/ui/list'
import { Sheet } from '@/components/ui/sheet'
import { ErrorBlock } from '@/components/ui/states'
import { useLoadable } from '@/components/use-loadable'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { initInfo, quote } from '../api'
import { rememberPlace, saveSelection, useCarText } from '../components/labels'
import PlaceSheet from '../components/place-sheet'
import QuoteCard from '../components/quote-card'
import { before, dayPlus, firstReserved } from '../components/when'
import '../components/index.scss'
import './index.scss'

const PICK_UPS: CarService[] = ['AirportPickUp', 'TrainPickUp']
const SEARCH_POWERS = ['Ride', 'ReservedRide', 'AirportPickUp', 'TrainPickUp'] as const

interface Ride {
  service: CarService
  city: string
  from: CarPlace | null
  to: CarPlace | null
  at: string
  no: string
  date: string
  wait: number
}

function CarQuery() {
  const { session, power } = useStores()
  const { t } = useCarText()
  const info = useLoadable<CarInitInfoRes>(initInfo)
  const [ride, setRide] = useState<Ride | null>(null)
  const [open, setOpen] = useState<'from' | 'to' | 'city' | null>(null)
  const [q, setQuote] = useState<CarQuoteRes | null>(null)
  const [problem, stops] = useSearchProblem()
  const allowed = SEARCH_POWERS.some((p) => power.can(`BusinessPermission.Car.${p}.Search`))

  useEffect(() => {
    if (session.signedIn && allowed) void info.reload()
  }, [session.signedIn, allowed])
  useEffect(() => {
    const i = info.data
    if (i && !ride)
      setRide({
        service: i.Services[0] ?? 'Ride',
        city: i.Cities.find((c) => c.Code === 'BJS')?.Code ?? i.Cities[0]?.Code ?? '',
        from: null,
        to: null,
        at: firstReserved(i.EarliestReserved),
        no: '',
        date: i.Now.slice(0, 10),
        wait: 30,
      })
  }, [info.data])

  const gate = searchGate({ loaded: power.loaded, allowed, t, ns: 'car', id: 'car' })
  if (gate) return gate
  const i = info.data
  if (!i || !ride)
    return (
      <Page title="car:title.search" className="car-search" testId="car-search">
        {info.status === 'error' && <ErrorBlock error={info.error} onRetry={() => void info.reload()} testId="car-init-error" />}
      </Page>
    )

  const set = (patch: Partial<Ride>) => {
    setRide({ ...ride, ...patch })
    setQuote(null)
  }
  const pickUp = PICK_UPS.includes(ride.service)
  const city = i.Cities.find((c) => c.Code === ride.city)
  const problemOf = () => {
    if (pickUp && !ride.no.trim()) return { key: ride.service === 'AirportPickUp' ? 'car:search.needFlight' : 'car:search.needTrain' }
    if (!pickUp && !ride.from) return { key: 'car:search.needFrom' }
    if (!ride.to) return { key: 'car:search.needTo' }
    if (!pickUp && ride.from!.Id === ride.to.Id) return { key: 'car:search.samePlace' }
    if (ride.service === 'Reserved' && before(ride.at, i.EarliestReserved)) return { key: 'car:search.tooSoon', params: { minutes: 30 } }
    return null
  }
  const ask = async () => {
    if (stops(problemOf())) return
    const r = ride
    const res = await quote({
      Service: r.service,
      To: r.to!.Id,
      ...(pickUp ? {} : { From: r.from!.Id }),
      ...(r.service === 'Reserved' ? { At: r.at } : {}),
      ...(r.service === 'AirportPickUp' ? { FlightNo: r.no.trim().toUpperCase() } : {}),
      ...(r.service === 'TrainPickUp' ? { TrainNo: r.no.trim().toUpperCase() } : {}),
      ...(pickUp ? { Date: r.date, WaitMinutes: String(r.wait) as '30' } : {}),
    }).catch(() => null)
    setQuote(res)
  }
  const choose = (cls: CarClass) => {
    saveSelection({ quote: q!, cls })
    void go('carBooking')
  }

  return (
    <Page title="car:title.search" className="car-search" testId="car-search">
      <SearchCard block="car-search">
        <SearchTabs
          block="car-search"
          options={i.Services.map((s) => ({ value: s, label: t(`car:service.${s}`), testId: `car-service-${s}` }))}
          value={ride.service}
          onChange={(service) => set({ service, ...(PICK_UPS.includes(service) ? { from: null } : {}) })}
        />
        <FormRow label={t('car:search.city')} onClick={() => setOpen('city')} arrow testId="car-city">
          <Text>{city?.Name ?? ''}</Text>
        </FormRow>
        {pickUp && (
          <>
            <FormRow label={t(ride.service === 'AirportPickUp' ? 'car:search.flightNo' : 'car:search.trainNo')} required>
              <TextField
                value={ride.no}
                onChange={(no) => set({ no: no.toUpperCase() })}
                maxlength={8}
                placeholder={t(ride.service === 'AirportPickUp' ? 'car:search.flightHint' : 'car:search.trainHint')}
                testId="car-number"
              />
            </FormRow>
            <FormRow label={t('car:search.arrivalDate')}>
              <DateField
                value={ride.date}
                start={dayPlus(i.Now.slice(0, 10), -1)}
                end={dayPlus(i.Now.slice(0, 10), 30)}
                onChange={(date) => set({ date })}
                placeholder=""
                testId="car-date"
              />
            </FormRow>
            <FormRow label={t('car:search.wait')} block hint={t('car:search.waitHint')}>
              <View className="car-search__waits">
                {i.PickUpWaits.map((w) => (
                  <Chip key={w} role="radio" look="outline" on={ride.wait === w} onTap={() => set({ wait: w })} testId={`car-wait-${w}`}>
                    {t('car:search.minutes', { count: w })}
                  </Chip>
                ))}
              </View>
            </FormRow>
          </>
        )}
        {pickUp ? (
          <FormRow label={t('car:search.to')} onClick={() => setOpen('to')} arrow testId="to-place">
            <Text>{ride.to?.Name ?? t('car:search.choose')}</Text>
          </FormRow>
        ) : (
          <SearchPlaces
            ns="car"
            block="car-search"
            pair="places"
            one="place"
            names={[ride.from?.Name ?? t('car:search.chooseFrom'), ride.to?.Name ?? t('car:search.chooseTo')]}
            onOpen={setOpen}
            onSwap={() => set({ from: ride.to, to: ride.from })}
          />
        )}
        {pickUp && <Text className="car-search__note">{t(ride.service === 'AirportPickUp' ? 'car:search.atAirport' : 'car:search.atStation')}</Text>}
        {ride.service === 'Reserved' && (
          <FormRow label={t('car:search.at')} hint={t('car:search.atHint', { minutes: 30 })}>
            <View className="car-search__when">
              <DateField
                value={ride.at.slice(0, 10)}
                start={i.EarliestReserved.slice(0, 10)}
                end={dayPlus(i.Now.slice(0, 10), 7)}
                onChange={(d) => set({ at: `${d} ${ride.at.slice(11)}` })}
                placeholder=""
                testId="car-at-date"
              />
              <TimeField
                value={ride.at.slice(11)}
                onChange={(h) => set({ at: `${ride.at.slice(0, 10)} ${h}` })}
                label={t('car:search.at')}
                testId="car-at-time"
              />
            </View>
          </FormRow>
        )}
        <SearchSubmit block="car-search" text={t('car:search.button')} onClick={() => void ask()} testId="car-get-quote" problem={problem} />
      </SearchCard>
      {q && <QuoteCard q={q} onChoose={choose} />}
      {power.can('MyPermission.Orders.Car.Enable') && (
        <View className="car-search__link" role="button" data-testid="open-car-orders" onClick={() => void go('carOrderList')}>
          <Text>{t('car:search.orders')}</Text>
        </View>
      )}
      {(['from', 'to'] as const).map((side) => (
        <PlaceSheet
          key={side}
          open={open === side}
          side={side}
          cityCode={ride.city}
          day={ride.service === 'Reserved' ? ride.at.slice(0, 10) : pickUp ? ride.date : i.Now.slice(0, 10)}
          onPick={(p) => (rememberPlace(p), set({ [side]: p }))}
          onClose={() => setOpen(null)}
        />
      ))}
      <Sheet open={open === 'city'} title={t('car:search.city')} onClose={() => setOpen(null)} testId="car-city-sheet">
        {i.Cities.map((c) => (
          <ListRow
            key={c.Code}
            label={c.Name}
            value={c.Code === ride.city ? '✓' : ''}
            onClick={() => (set({ city: c.Code, from: null, to: null }), setOpen(null))}
            testId={`car-city-${c.Code}`}
          />
        ))}
      </Sheet>
    </Page>
  )
}

export default observer(CarQuery)
