/**
 * What booking a flight adds to the booking engine's submit (components/booking/submit.ts): the
 * fares are priced again first (a moved fare is shown old → new and must be accepted), a fare that
 * moves between the check and the booking (318) asks the same; a fare that is gone (305) sends
 * the traveller back to the list of the same search.
 */
import type { PriceCheckResult, SubmitBookingRes } from '@api/flight'
import { ErrorCode } from '@api/errors'
import { money } from '@/components/format'
import { isApiError, type ApiError } from '@/core/errors'
import { replace } from '@/core/navigate'
import type { RootStore } from '@/stores'
import { acceptedPrices, flightRequest, priceRequest, type FlightDraft } from '../booking-draft'
import { checkOrderPrice, submitBooking } from '../order-api'
import { saveSelection, type FlightSelection } from '../selection'

type T = (key: string, params?: Record<string, unknown>) => string

export interface FlightSend {
  ui: RootStore['ui']
  t: T
  draft: FlightDraft
  sel: FlightSelection
  /** The page books at the accepted prices from now on. */
  moved: (next: FlightSelection) => void
}

/** Old → new per moved segment; true when the traveller accepts. */
async function acceptsNewPrice(q: PriceCheckResult, { ui, t }: FlightSend): Promise<boolean> {
  const lines = q.Segments.filter((s) => s.OldPrice !== s.NewPrice).map((s) =>
    t('flight:submit.priceLine', { flight: s.FlightNo, old: money(s.OldPrice), new: money(s.NewPrice) }),
  )
  const answer = await ui.alert({
    title: t('errors:priceChanged'),
    content: [...lines, t('flight:submit.newTotal', { total: money(q.PriceDetail.Total) })].join('\n'),
    buttons: [
      { text: t('flight:submit.reselect'), value: 'no' },
      { text: t('flight:submit.acceptPrice'), value: 'yes' },
    ],
  })
  return answer === 'yes'
}

/** Priced again, then booked; null when the traveller declined a moved price. */
export async function sendFlight(env: FlightSend): Promise<SubmitBookingRes | null> {
  const { draft } = env
  let sel = env.sel
  const accept = async (q: PriceCheckResult) => {
    if (!(await acceptsNewPrice(q, env))) return false
    sel = acceptedPrices(sel, q)
    // A reload must not bring back the old prices (and the same question).
    saveSelection(sel)
    env.moved(sel)
    draft.setQuote({ ...q, PriceChanged: false })
    return true
  }
  const req = priceRequest(draft, sel)
  if (req) {
    const q = await checkOrderPrice(req)
    if (q.PriceChanged && !(await accept(q))) return null
  }
  for (let attempt = 0; ; attempt++) {
    try {
      return await submitBooking(flightRequest(draft, sel))
    } catch (e) {
      // 318: the fare moved between the check and the booking; the same question, then book again.
      if (attempt < 2 && isApiError(e) && e.code === ErrorCode.FlightSubmitPassBack && e.envelope?.ResultData) {
        if (!(await accept(e.envelope.ResultData as PriceCheckResult))) return null
        continue
      }
      throw e
    }
  }
}

/** 305: the fare is gone or seats ran out: say so, then the list's own URL re-queries the outbound leg for the same travellers. */
export async function offerExpired(e: ApiError, { ui, t, sel }: Pick<FlightSend, 'ui' | 't' | 'sel'>): Promise<boolean> {
  if (e.code !== ErrorCode.FlightOfferExpired) return false
  await ui.alert({ content: t('errors:offerExpired.flight'), buttons: [{ text: t('flight:submit.requery'), value: 'ok' }] })
  const [first, back] = sel.segments
  void replace('flightList', {
    trip: sel.tripType,
    leg: 0,
    from: first.choice.DepartCityCode,
    to: first.choice.ArriveCityCode,
    date: first.choice.DepartDate,
    ret: back?.choice.DepartDate,
    cabin: first.cabin.CabinClass,
    pax: sel.passengerIds.join(',') || undefined,
  })
  return true
}
