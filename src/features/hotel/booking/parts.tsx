/**
 * A hotel booking's own parts in the booking frame (components/booking): the stay and the plan
 * with its cancellation rule, the guests per room, the arrival time with requests and remark,
 * the membership and guarantee cards, the sheets choosing guests; and what the hotel is to the
 * booking engine (its texts, sections and hand-over).
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { RatePlan } from '@api/hotel'
import { bookingTexts, withBookScope, type BookingPageState, type BookingProduct } from '@/components/booking'
import PassengerPicker from '@/components/passenger-picker'
import { fromBookPerson } from '@/components/passenger-picker/convert'
import { go } from '@/core/navigate'
import { useFormat } from '@/components/format'
import { Chip } from '@/components/ui/chip'
import { FormRow, TextField, Toggle } from '@/components/ui/form'
import { PolicyTag } from '@/components/ui/tag'
import { emptyTraveller, type TravellerDraft } from '@/domain/booking'
import { arrivalTimes, guestName, type GuestDraft } from '@/domain/hotel-booking'
import { hotelFieldsSource, hotelTravellerSource, payStart } from '../api'
import { SPECIAL_REQUESTS, type HotelDraft } from '../booking-draft'
import GuestSheet from '../components/guest-sheet'
import { toHotelParams } from '../search-params'
import { hotelSearch } from '../search-store'
import { planTitle, useHotelText, verdictDetail } from '../components/labels'
import type { HotelSelection } from '../selection'

export const toGuest = (d: TravellerDraft): GuestDraft => ({
  key: d.key,
  personId: d.personId,
  frequentTravelerId: d.frequentTravelerId,
  chName: d.chName,
  lastName: d.lastName,
  firstName: d.firstName,
  mobileCountryCode: d.mobileCountryCode,
  mobile: d.mobile,
})
const toTraveller = (g: GuestDraft): TravellerDraft => ({ ...emptyTraveller(g.key), ...g })

export const product = (intl: boolean, atHotel: boolean): BookingProduct => ({
  prefix: 'hb',
  testId: 'hotel-booking',
  summaryTestId: 'hb-stay',
  section: intl ? 'IntlHotelSettings' : 'HotelSettings',
  codes: intl ? 'IntlHotel' : 'Hotel',
  fieldsSource: hotelFieldsSource(intl),
  countryCodes: hotelTravellerSource.countryCodes,
  handOver: { pay: 'hotelPay', details: 'hotelOrderDetails', payStart },
  texts: bookingTexts('hotel', {
    paymentLabel: (p) => (atHotel ? 'hotel:payKind.PayAtHotel' : `hotel:payment.${p}`),
    priceFailed: 'hotel:booking.priceFailed',
  }),
})

/** Guests of a room from the directory (the picker) or typed in (the guest sheet). */
export const GuestSheets = observer(function GuestSheets({
  draft,
  sel,
  intl,
  pickRoom,
  setPickRoom,
}: {
  draft: HotelDraft
  sel: HotelSelection
  intl: boolean
  pickRoom: number | null
  setPickRoom: (i: number | null) => void
}) {
  const [typeRoom, setTypeRoom] = useState<number | null>(null)
  const setGuests = (i: number, guests: GuestDraft[]) => draft.setOwn({ rooms: draft.own.rooms.map((r, j) => (j === i ? { guests } : r)) })
  return (
    <>
      <PassengerPicker
        open={pickRoom !== null}
        source={hotelTravellerSource}
        selected={pickRoom === null ? [] : draft.own.rooms[pickRoom].guests.map(toTraveller)}
        max={Math.max(1, sel.room.MaxOccupancy - sel.occupancy.childAges.length)}
        onClose={() => setPickRoom(null)}
        onAddNew={() => (setTypeRoom(pickRoom), setPickRoom(null))}
        onDone={(list) => (pickRoom !== null && setGuests(pickRoom, list.map(toGuest)), setPickRoom(null))}
      />
      <GuestSheet
        open={typeRoom !== null}
        international={intl}
        onClose={() => setTypeRoom(null)}
        onSave={(g) => (typeRoom !== null && setGuests(typeRoom, [...draft.own.rooms[typeRoom].guests, g]), setTypeRoom(null))}
      />
    </>
  )
})

/** First visit: the travellers of the search (or oneself), one per room; the first one's department and cost centre. */
export function startGuests(draft: HotelDraft, sel: HotelSelection): void {
  if (draft.own.rooms.some((r) => r.guests.length)) return
  withBookScope(hotelTravellerSource, (self, scope) => {
    const ids = sel.passengerIds.length ? sel.passengerIds : self ? [self.PersonId] : []
    const persons = ids.map((id) => scope.Persons.find((p) => p.PersonId === id)).filter((p): p is NonNullable<typeof p> => !!p)
    draft.setOwn({
      rooms: draft.own.rooms.map((r, i) => (persons[i] ? { guests: [toGuest(fromBookPerson(persons[i]))] } : r)),
    })
    draft.prefill(null, persons[0] ?? self)
  })
}

/** The room is gone: back to the hotel, for the same stay. */
export function backToHotel(sel: HotelSelection): void {
  const { checkIn, checkOut, earlyMorning } = sel.stay
  const q = { ...hotelSearch.query(), checkIn, checkOut, earlyMorning, occupancy: sel.occupancy }
  void go('hotelDetails', { ...toHotelParams(q), hotelId: sel.hotel.HotelId })
}

export const roomAnchor = (i: number) => `hb-room-${i}`

export function StaySummary({ sel, plan }: { sel: HotelSelection; plan: RatePlan }) {
  const { t } = useHotelText()
  const f = useFormat()
  const ages = sel.occupancy.childAges
  return (
    <>
      <Text className="booking-card__title">{sel.hotel.Name}</Text>
      <Text className="booking-line">{`${f.day(sel.stay.checkIn)} – ${f.day(sel.stay.checkOut)} · ${t('hotel:search.nights', { count: plan.Nights.length })}`}</Text>
      {sel.stay.earlyMorning && (
        <Text className="hb-early" data-testid="hb-early">
          {t('hotel:booking.earlyNote', { date: f.day(sel.stay.checkIn) })}
        </Text>
      )}
      <Text className="booking-line">{`${sel.room.Name} · ${sel.room.BedType} · ${planTitle(plan)}`}</Text>
      <Text className="booking-line">
        {t('hotel:occupancy.roomsText', { count: sel.occupancy.rooms })}
        {ages.length ? ` · ${t('hotel:booking.children', { ages: ages.map((a) => t('hotel:occupancy.age', { count: a })).join(', ') })}` : ''}
      </Text>
      <View className="hb-rule">
        <Text className={`hotel-badge hotel-badge--${plan.Cancel.Kind === 'Free' ? 'free' : plan.Cancel.Kind === 'Penalty' ? 'pay' : 'strict'}`}>
          {plan.Cancel.Text}
        </Text>
        <Text className="hotel-badge hotel-badge--pay">{t(`hotel:payKind.${plan.PayKind}`)}</Text>
        <PolicyTag inPolicy={plan.Policy.InPolicy} testId="hb-policy" />
      </View>
      {!plan.Policy.InPolicy && <Text className="booking-why">{verdictDetail(t, plan.Policy)}</Text>}
    </>
  )
}

export const Guests = observer(function Guests({
  page,
  draft,
  intl,
  onPick,
}: {
  page: BookingPageState
  draft: HotelDraft
  intl: boolean
  onPick: (room: number) => void
}) {
  const { t } = useHotelText()
  return (
    <View className="booking-card" data-testid="hb-guests">
      <Text className="booking-card__title">{t('hotel:booking.guests')}</Text>
      {draft.own.rooms.map((r, i) => {
        const err = page.shown(`room.${i}`)
        const setGuests = (guests: typeof r.guests) => draft.setOwn({ rooms: draft.own.rooms.map((x, j) => (j === i ? { guests } : x)) })
        return (
          <View key={i} id={roomAnchor(i)} className={`hb-room ${err ? 'hb-room--error' : ''}`} data-testid={`hb-room-${i}`}>
            <Text className="hb-room__label">{t('hotel:booking.room', { n: i + 1 })}</Text>
            <View className="hb-room__guests">
              {r.guests.map((g) => (
                <Chip
                  key={g.key}
                  look="outline"
                  role="button"
                  label={t('hotel:booking.removeGuest', { name: guestName(g, intl) })}
                  testId="traveller-chip"
                  onTap={() => setGuests(r.guests.filter((x) => x.key !== g.key))}
                >
                  <Text>{`${guestName(g, intl)} ×`}</Text>
                </Chip>
              ))}
              {r.guests.length === 0 && <Text className="hb-room__empty">{t('hotel:booking.noGuest')}</Text>}
            </View>
            <View className="hb-room__add" role="button" data-testid={`hb-pick-${i}`} onClick={() => onPick(i)}>
              <Text>{t('hotel:booking.pickGuest')}</Text>
            </View>
            {err && <Text className="booking-error">{page.message(err)}</Text>}
          </View>
        )
      })}
      {intl && <Text className="booking-note">{t('hotel:booking.englishNote')}</Text>}
    </View>
  )
})

export const Stay = observer(function Stay({ page, draft, sel, plan }: { page: BookingPageState; draft: HotelDraft; sel: HotelSelection; plan: RatePlan }) {
  const { t } = useHotelText()
  const o = draft.own
  const err = (field: string) => page.message(page.shown(field))
  // The booker's bound membership of the hotel's group: the stay goes on it unless a card is typed.
  const bound = draft.quote?.BoundMember
  return (
    <>
      <View className="booking-card" data-testid="hb-arrival">
        <Text className="booking-card__title">{t('hotel:booking.arrival')}</Text>
        <View className="hotel-chips">
          {arrivalTimes(sel.stay.earlyMorning).map((a) => (
            <Chip key={a} role="radio" on={o.arrival === a} onTap={() => draft.setOwn({ arrival: a })}>
              <Text>{t('hotel:booking.before', { time: a })}</Text>
            </Chip>
          ))}
        </View>
        <Text className="booking-note">
          {t(sel.stay.earlyMorning ? 'hotel:booking.arrivalEarly' : 'hotel:booking.arrivalNote', {
            from: sel.hotel.CheckInFrom,
          })}
        </Text>
        <Text className="booking-card__sub">{t('hotel:booking.requests')}</Text>
        <View className="hotel-chips">
          {SPECIAL_REQUESTS.map((k) => (
            <Chip
              key={k}
              role="checkbox"
              on={o.requests.includes(k)}
              onTap={() =>
                draft.setOwn({
                  requests: o.requests.includes(k) ? o.requests.filter((x) => x !== k) : [...o.requests, k],
                })
              }
            >
              <Text>{t(`hotel:request.${k}`)}</Text>
            </Chip>
          ))}
        </View>
        <FormRow label={t('hotel:booking.remark')} block>
          <TextField
            value={o.remark}
            maxlength={200}
            placeholder={t('hotel:booking.remarkHint')}
            onChange={(v) => draft.setOwn({ remark: v })}
            testId="hb-remark"
          />
        </FormRow>
      </View>
      {(sel.hotel.GroupCode || plan.NeedsGuarantee) && (
        <View className="booking-card">
          {sel.hotel.GroupCode && (
            <View id="hb-member" data-testid="hb-member">
              <FormRow label={t('hotel:booking.member', { group: sel.hotel.GroupName })}>
                <Toggle
                  checked={o.member.on}
                  label={t('hotel:booking.member', { group: sel.hotel.GroupName })}
                  onChange={(on) => draft.setOwn({ member: { ...o.member, on } })}
                  testId="hb-member-toggle"
                />
              </FormRow>
              {bound && !o.member.on && (
                <Text className="booking-note" data-testid="hb-member-bound">
                  {t('hotel:booking.memberBound', {
                    provider: t(`hotel:booking.memberProvider.${bound.Provider}`, { defaultValue: bound.GroupName }),
                    no: bound.CardNo,
                  })}
                </Text>
              )}
              {o.member.on && (
                <FormRow label={t('hotel:booking.memberNo')} required error={err('member.cardNo')}>
                  <TextField
                    value={o.member.cardNo}
                    maxlength={30}
                    onChange={(v) => draft.setOwn({ member: { ...o.member, cardNo: v } })}
                    testId="hb-member-no"
                  />
                </FormRow>
              )}
            </View>
          )}
          {plan.NeedsGuarantee && (
            <View id="hb-guarantee" data-testid="hb-guarantee">
              <Text className="booking-card__sub">{t('hotel:booking.guarantee')}</Text>
              <Text className="booking-note">{t('hotel:booking.guaranteeNote')}</Text>
              <FormRow label={t('hotel:booking.cardNo')} required error={err('guarantee.cardNo')}>
                <TextField
                  value={o.guarantee.cardNo}
                  type="text"
                  inputMode="numeric"
                  maxlength={23}
                  onChange={(v) => draft.setOwn({ guarantee: { ...o.guarantee, cardNo: v } })}
                  testId="hb-card-no"
                />
              </FormRow>
              <FormRow label={t('hotel:booking.cardExpiry')} required error={err('guarantee.expiry')}>
                <TextField
                  value={o.guarantee.expiry}
                  type="number"
                  maxlength={4}
                  placeholder="MMYY"
                  onChange={(v) => draft.setOwn({ guarantee: { ...o.guarantee, expiry: v } })}
                  testId="hb-card-expiry"
                />
              </FormRow>
              <FormRow label={t('hotel:booking.cardHolder')} required error={err('guarantee.holder')}>
                <TextField
                  value={o.guarantee.holder}
                  maxlength={40}
                  onChange={(v) => draft.setOwn({ guarantee: { ...o.guarantee, holder: v } })}
                  testId="hb-card-holder"
                />
              </FormRow>
            </View>
          )}
        </View>
      )}
    </>
  )
})
