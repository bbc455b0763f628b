/**
 * /module/hotel/bookDetails — a hotel stay in the booking frame (components/booking): the stay
 * and plan, guests per room, arrival time and requests, membership and guarantee cards; the
 * frame adds the reason of an over-standard plan, contact, payment, company fields and submit.
 */
import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { HotelPriceCheckRes } from '@api/hotel'
import { ErrorCode } from '@api/errors'
import BookingPage, { policyReasons, useBookingPage } from '@/components/booking'
import { useFormat } from '@/components/format'
import { PriceLines } from '@/components/price-sheet'
import { isCancelled } from '@/core/errors'
import { replace } from '@/core/navigate'
import { sessionStore } from '@/platform/storage'
import { useStores } from '@/stores'
import { checkPrice, submitOrder } from '../api'
import { choiceOf, hotelDraft, hotelIssues, hotelRequest, paymentsFor, planOf, splitFor, type HotelDraft } from '../booking-draft'
import { bookingKeys, sameBooking, selectionByKeys } from '../booking-url'
import { useHotelText } from '../components/labels'
import { toHotelParams } from '../search-params'
import { loadSelection, saveSelection, type HotelSelection } from '../selection'
import { backToHotel, GuestSheets, Guests, product, roomAnchor, startGuests, Stay, StaySummary } from './parts'
import '../components/index.scss'
import './index.scss'

const isQuote = (v: unknown): v is HotelPriceCheckRes => !!v && typeof v === 'object' && 'Plan' in v && 'NewAvgPrice' in v

function HotelBooking() {
  const { session, ui } = useStores()
  const { t } = useHotelText()
  const f = useFormat()
  const router = useRouter()
  // The booking the URL names (a reload, a shared link); without one, the hand-over of the hotel page.
  const [keys] = useState(() => bookingKeys(router.params as Record<string, string | undefined>))
  const [chosen, setChosen] = useState<{ sel: HotelSelection; draft: HotelDraft } | null>(() => {
    const s = loadSelection()
    return s && (!keys || sameBooking(s, keys)) ? { sel: s, draft: hotelDraft(s, sessionStore) } : null
  })
  const [pickRoom, setPickRoom] = useState<number | null>(null)
  const sel = chosen?.sel
  const draft = chosen?.draft ?? null
  const intl = sel?.hotel.international ?? false
  const plan = draft && sel ? planOf(draft, sel) : null
  const split = draft ? splitFor(draft.quote, draft.payment) : null
  const priceMoved = (q: HotelPriceCheckRes) => {
    ui.toast(t('hotel:booking.priceMoved', { old: f.money(q.OldAvgPrice), now: f.money(q.NewAvgPrice) }))
    if (sel) saveSelection({ ...sel, plan: q.Plan })
    draft?.setQuote({ ...q, PriceChanged: false })
  }
  const requote = () => {
    if (!draft || !sel) return
    const ids = draft.own.rooms.flatMap((r) => r.guests.flatMap((g) => (g.personId !== null ? [g.personId] : [])))
    const passengers = ids.length ? ids : sel.passengerIds
    void draft
      .requote(() => checkPrice({ Choice: choiceOf(draft, sel), ...(passengers.length ? { PassengerIds: passengers } : {}) }))
      .then(
        (q) => q?.PriceChanged && priceMoved(q),
        () => undefined,
      )
  }
  const page = useBookingPage(draft, product(intl, plan?.PayKind === 'PayAtHotel'), {
    ...policyReasons(plan?.Policy.InPolicy),
    payments: (allowed) => (plan ? paymentsFor(plan.PayKind, allowed) : []),
    issues: () => (draft && sel ? hotelIssues(draft, sel) : []),
    anchorOf: (i) => (i.field.startsWith('room.') ? roomAnchor(Number(i.field.split('.')[1])) : undefined),
    total: split?.total ?? null,
    split,
    lines: draft?.quote?.PriceDetail.Lines ?? null,
    requote,
    send: () => submitOrder(hotelRequest(draft!, sel!)),
    // 503 carries the new quote when only the price moved; without one the room is gone.
    refused: (e) => {
      if (e.code !== ErrorCode.HotelOfferExpired || !sel) return false
      const q = e.envelope?.ResultData
      if (isQuote(q)) return (priceMoved(q), true)
      ui.toast(t('hotel:booking.soldOut'))
      backToHotel(sel)
      return true
    },
    start: () => draft && sel && startGuests(draft, sel),
  })

  useEffect(() => {
    if (draft) return
    if (!keys) return (ui.toast(t('hotel:booking.noSelection')), void replace('hotelSearch'))
    // Gone: back to that hotel with the same dates, saying so.
    const back = () => (ui.toast(t('hotel:booking.planGone')), void replace('hotelDetails', { ...toHotelParams(keys.query), hotelId: keys.hotelId }))
    selectionByKeys(keys).then(
      (s) => (s ? setChosen({ sel: s, draft: hotelDraft(s, sessionStore) }) : back()),
      (e) => !isCancelled(e) && back(),
    )
  }, [])

  const guestKey = draft ? draft.own.rooms.map((r) => r.guests.map((g) => g.personId ?? g.key).join(',')).join(';') : ''
  useEffect(() => {
    if (draft && session.ready) requote()
  }, [guestKey, session.ready, draft])

  if (!draft || !sel || !plan) return <BookingPage page={page} summary={null} />
  return (
    <BookingPage
      page={page}
      summary={<StaySummary sel={sel} plan={plan} />}
      parts={<Guests page={page} draft={draft} intl={intl} onPick={setPickRoom} />}
      extras={<Stay page={page} draft={draft} sel={sel} plan={plan} />}
      totalLabel={split && split.atHotel > 0 ? 'hotel:booking.atHotelTotal' : undefined}
      money={
        <>
          {split && <PriceLines lines={draft.quote?.PriceDetail.Lines ?? []} split={split} />}
          {split && split.atHotel > 0 && (
            <Text className="booking-note" data-testid="hb-at-hotel">
              {t('hotel:booking.payAtHotelNote', { amount: f.money(split.atHotel) })}
            </Text>
          )}
        </>
      }
      sheets={<GuestSheets draft={draft} sel={sel} intl={intl} pickRoom={pickRoom} setPickRoom={setPickRoom} />}
    />
  )
}

export default observer(HotelBooking)
