/**
 * /module/hotel/details?hotelId= — a hotel: gallery, stars, score, address and map, facilities,
 * policies (the 14:00 and 06:00 rules), and its rooms with their rate plans for the stay
 * searched. Booking an over-standard plan asks for the reason first (docs/ux.md).
 */
import { useState } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { HotelDetailRes, RatePlan, RoomType } from '@api/hotel'
import { ErrorCode } from '@api/errors'
import Page from '@/components/page'
import { Carousel } from '@/platform/carousel'
import ReasonSheet, { kindCodes } from '@/components/reason-sheet'
import { useReasonCodes } from '@/components/reason-sheet/use-reason-codes'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import { useLoadable } from '@/components/use-loadable'
import { useFormat } from '@/components/format'
import { isApiError } from '@/core/errors'
import { go } from '@/core/navigate'
import { InlineMap } from '@/platform/inline-map'
import { openPlace } from '@/platform/location'
import { useStores } from '@/stores'
import { useHotelQuery } from '../use-hotel-query'
import { hotelDetail } from '../api'
import RoomCard from '../components/room-card'
import { capFor, policyLine, stars, useHotelText } from '../components/labels'
import { cityRefOf, hotelSearch as s } from '../search-store'
import { saveSelection } from '../selection'
import { bookingParams, selectionOf } from '../booking-url'
import '../components/index.scss'
import './index.scss'

function HotelDetails() {
  const router = useRouter()
  const { session } = useStores()
  const { t } = useHotelText()
  const f = useFormat()
  const hotelId = Number(router.params.hotelId)
  useHotelQuery(router.params)
  const [reasonFor, setReasonFor] = useState<{ room: RoomType; plan: RatePlan } | null>(null)
  const detail = useLoadable<HotelDetailRes>(() =>
    hotelDetail({
      HotelId: hotelId,
      CheckIn: s.stay.checkIn,
      CheckOut: s.stay.checkOut,
      Rooms: s.occupancy.rooms,
      Adults: s.occupancy.adults,
      ...(s.stay.earlyMorning ? { EarlyMorning: true } : {}),
      ...(s.travellers.length ? { PassengerIds: s.passengerIds } : {}),
    }),
  )
  const d = detail.data
  const codes = useReasonCodes(d?.Hotel.City.International ? 'IntlHotel' : 'Hotel')

  useDidShow(() => {
    if (session.signedIn && hotelId > 0) void detail.reload()
  })
  const book = (room: RoomType, plan: RatePlan, reason: { codeId: number | null; text: string; label?: string } | null) => {
    if (!d) return
    const sel = selectionOf(d, room, plan, { earlyMorning: s.stay.earlyMorning, occupancy: s.occupancy }, s.passengerIds, reason)
    saveSelection(sel)
    // The booking's keys go in its URL: a reload of the form finds the same booking again.
    void go('hotelBooking', bookingParams({ ...s.query(), checkIn: d.CheckIn, checkOut: d.CheckOut }, d.Hotel.HotelId, room.RoomCode, plan.PlanCode))
  }
  const onBook = (room: RoomType, plan: RatePlan) => {
    if (plan.Policy.InPolicy) return book(room, plan, null)
    codes.ensure('Policy')
    setReasonFor({ room, plan })
  }

  let body: JSX.Element
  // Opened without a hotel (a link cut short): say so and offer the search.
  if (!(hotelId > 0))
    body = (
      <StateBlock
        text={t('hotel:details.noHotel')}
        actions={[{ text: t('hotel:list.changeSearch'), onPress: () => void go('hotelSearch'), solid: true }]}
        testId="no-hotel"
      />
    )
  else if (!d && detail.status !== 'error') body = <Skeletons count={4} tall testId="hotel-details-loading" />
  else if (!d) {
    const gone = isApiError(detail.error) && detail.error.code === ErrorCode.NotFound
    body = gone ? (
      <StateBlock text={t('hotel:details.gone')} actions={[{ text: t('hotel:list.changeSearch'), onPress: () => void go('hotelSearch'), solid: true }]} />
    ) : (
      <ErrorBlock text={t('hotel:details.loadFailed')} onRetry={() => void detail.reload()} testId="hotel-details-error" />
    )
  } else {
    const h = d.Hotel
    const place = { latitude: h.Latitude, longitude: h.Longitude, name: h.Name, address: h.Address }
    body = (
      <>
        <Carousel
          className="hotel-details__gallery"
          label={t('hotel:details.photos')}
          slides={h.Photos.map((p, i) => ({
            key: p,
            content: (
              <Image className="hotel-details__photo" src={p} mode="aspectFill" nativeProps={{ alt: t('hotel:details.photoN', { name: h.Name, n: i + 1 }) }} />
            ),
          }))}
        />
        <View className="hotel-details__card">
          <Text className="hotel-details__name" data-testid="hotel-name">
            {h.Name}
          </Text>
          <View className="hotel-details__line">
            <Text className="hotel-stars" aria-label={t('hotel:star.label', { count: h.Star })}>
              {stars(h.Star)}
            </Text>
            <Text className="hotel-details__score">{h.Score.toFixed(1)}</Text>
            <Text className="hotel-details__muted">{t('hotel:list.reviews', { count: h.Reviews })}</Text>
            <Text className="hotel-details__muted">{t('hotel:details.opened', { year: h.OpenedYear })}</Text>
          </View>
          <Text className="hotel-details__muted">{[h.BrandName, h.GroupName].filter(Boolean).join(' · ')}</Text>
          <View className="hotel-details__address" role="button" data-testid="hotel-address" onClick={() => void openPlace(place).catch(() => undefined)}>
            <Text className="hotel-details__address-text">{`${h.AreaName} · ${h.Address}`}</Text>
            <Text className="hotel-details__map-link">{t('hotel:details.openMap')}</Text>
          </View>
          <InlineMap className="hotel-details__map" place={place} />
        </View>
        <View className="hotel-details__stay" role="button" onClick={() => void go('hotelSearch')}>
          <Text>{`${f.day(d.CheckIn)} – ${f.day(d.CheckOut)} · ${t('hotel:search.nights', { count: d.Nights })} · ${t('hotel:occupancy.roomsText', { count: s.occupancy.rooms })}`}</Text>
          <Text className="hotel-details__change">{t('hotel:details.change')}</Text>
        </View>
        <Text className="hotel-details__policy" data-testid="details-policy">
          {policyLine(t, d.RankStandard, capFor(d.RankStandard, cityRefOf(h.City)))}
        </Text>
        {d.Rooms.length === 0 ? (
          <StateBlock text={t('hotel:details.noRooms')} hint={t('hotel:details.noRoomsHint')} testId="no-rooms" />
        ) : (
          d.Rooms.map((r) => <RoomCard key={r.RoomCode} room={r} rooms={s.occupancy.rooms} onBook={(p) => onBook(r, p)} />)
        )}
        <View className="hotel-details__card" data-testid="hotel-facilities">
          <Text className="hotel-details__title">{t('hotel:details.facilities')}</Text>
          <View className="hotel-details__facilities">
            {h.Facilities.map((x) => (
              <Text key={x.Code} className="hotel-details__facility">
                {x.Name}
              </Text>
            ))}
          </View>
        </View>
        <View className="hotel-details__card" data-testid="hotel-policies">
          <Text className="hotel-details__title">{t('hotel:details.policies')}</Text>
          <Text className="hotel-details__policy-line">{t('hotel:details.times', { from: h.CheckInFrom, by: h.CheckOutBy })}</Text>
          {h.Policies.map((p) => (
            <Text key={p} className="hotel-details__policy-line">
              {p}
            </Text>
          ))}
          {h.Phone && <Text className="hotel-details__policy-line">{t('hotel:details.phone', { phone: h.Phone })}</Text>}
          {h.Description && <Text className="hotel-details__policy-line">{h.Description}</Text>}
        </View>
      </>
    )
  }

  return (
    <Page title="hotel:title.details" className="hotel-details" testId="hotel-details">
      {body}
      <ReasonSheet
        open={reasonFor !== null}
        title={t('hotel:reason.title')}
        {...kindCodes(codes, 'Policy')}
        allowOther
        need="outOfPolicy"
        onSave={(r, item) => {
          const chosen = reasonFor
          setReasonFor(null)
          if (chosen) book(chosen.room, chosen.plan, { ...r, label: item ? `${item.Code} ${item.Text}` : undefined })
        }}
        onClose={() => setReasonFor(null)}
        testId="hotel-reason-sheet"
      />
    </Page>
  )
}

export default observer(HotelDetails)
