/**
 * Submitting an order, in the order a careful agent would: check the form (scroll to the first
 * problem), confirm warnings, re-price (a moved fare is shown old → new and must be accepted),
 * book with the draft's one request id (a retry after a lost answer gets the same order back),
 * then go where the order goes next: approval, the cashier, or straight to ticketing.
 */
import { handOver } from '@/components/booking/submit'
import { scrollToAnchor } from '@/core/scroll'
import { issueText } from '@/components/company-fields'
import type { PriceCheckResult, SubmitBookingRes } from '@api/flight'
import { ErrorCode } from '@api/errors'
import { isApiError } from '@/core/errors'
import { replace } from '@/core/navigate'
import type { Issue } from '@/domain/booking'
import { money } from '@/components/format'
import type { RootStore } from '@/stores'
import { clearAuthCode } from '@/shared/auth-code'
import type { BookingDraft, CheckContext } from '../booking-store'
import { checkOrderPrice, payStart, submitBooking } from '../order-api'
import { clearReasons } from '../reasons'
import { clearSelection } from '../selection'
import '@/features/flight/texts'

type T = (key: string, params?: Record<string, unknown>) => string

export interface SubmitEnv {
  stores: Pick<RootStore, 'ui' | 'currency' | 'settings'>
  t: T
  ctx: CheckContext
  /** Anchor id of an issue's field on the page. */
  anchorOf: (issue: Issue) => string
}

/** Old → new per moved segment; true when the user accepts. */
async function confirmNewPrice(q: PriceCheckResult, env: SubmitEnv): Promise<boolean> {
  const lines = q.Segments.filter((s) => s.OldPrice !== s.NewPrice).map((s) =>
    env.t('flight:submit.priceLine', { flight: s.FlightNo, old: money(s.OldPrice), new: money(s.NewPrice) }),
  )
  const answer = await env.stores.ui.alert({
    title: env.t('errors:priceChanged'),
    content: [...lines, env.t('flight:submit.newTotal', { total: money(q.PriceDetail.Total) })].join('\n'),
    buttons: [
      { text: env.t('flight:submit.reselect'), value: 'no' },
      { text: env.t('flight:submit.acceptPrice'), value: 'yes' },
    ],
  })
  return answer === 'yes'
}

/** The fare is gone or seats ran out: say so and send the user back to the list to re-query. */
async function offerExpired(draft: BookingDraft, env: SubmitEnv): Promise<void> {
  await env.stores.ui.alert({
    content: env.t('errors:offerExpired.flight'),
    buttons: [{ text: env.t('flight:submit.requery'), value: 'ok' }],
  })
  const first = draft.selection.segments[0]
  const back = draft.selection.segments[1]
  // The list's own URL form (search-params.ts): re-query the outbound leg for the same travellers.
  void replace('flightList', {
    trip: draft.selection.tripType,
    leg: 0,
    from: first.choice.DepartCityCode,
    to: first.choice.ArriveCityCode,
    date: first.choice.DepartDate,
    ret: back?.choice.DepartDate,
    cabin: first.cabin.CabinClass,
    pax: draft.selection.passengerIds.join(',') || undefined,
  })
}

async function afterBooking(res: SubmitBookingRes, draft: BookingDraft): Promise<void> {
  // The application's code was spent on this order; the next booking starts without it.
  if (draft.fields.authorizationCode.trim()) clearAuthCode()
  draft.discard()
  clearSelection()
  clearReasons()
  return handOver(res, { pay: 'flightPay', details: 'flightOrderDetails', payStart })
}

export async function submitOrder(draft: BookingDraft, env: SubmitEnv): Promise<void> {
  if (draft.submitting) return
  const { ui } = env.stores
  draft.setShowAll()
  const issues = draft.issues(env.ctx)
  const firstError = issues.find((i) => i.severity === 'error')
  if (firstError) {
    ui.toast(issueText(env.t, env.stores.settings, 'FlightSettings', firstError))
    await scrollToAnchor(env.anchorOf(firstError))
    return
  }
  const warnings = issues.filter((i) => i.severity === 'warning')
  if (warnings.length > 0) {
    const go = await ui.alert({
      title: env.t('flight:submit.warningTitle'),
      content: warnings.map((w) => env.t(w.key, w.params)).join('\n'),
      buttons: [
        { text: env.t('flight:submit.edit'), value: 'no' },
        { text: env.t('flight:submit.continue'), value: 'yes' },
      ],
    })
    if (go !== 'yes') return
  }

  draft.setSubmitting(true)
  try {
    const req = draft.priceRequest
    if (req) {
      const q = await checkOrderPrice(req)
      if (q.PriceChanged) {
        if (!(await confirmNewPrice(q, env))) return
        draft.acceptPrices(q)
      }
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const res = await submitBooking(draft.submitRequest())
        await afterBooking(res, draft)
        return
      } catch (e) {
        // 318: the fare moved between the check and the booking; same question, then book again.
        if (isApiError(e) && e.code === ErrorCode.FlightSubmitPassBack && e.envelope?.ResultData) {
          const q = e.envelope.ResultData as PriceCheckResult
          if (!(await confirmNewPrice(q, env))) return
          draft.acceptPrices(q)
          continue
        }
        throw e
      }
    }
  } catch (e) {
    if (isApiError(e) && e.code === ErrorCode.FlightOfferExpired) return offerExpired(draft, env)
    if (isApiError(e) && e.code === ErrorCode.RequestIdReused) draft.renewRequestId()
    if (isApiError(e) && !e.handled) ui.toast(e.message || env.t('errors:submitFailed'))
    // Other failures were already shown by the http client; everything typed stays.
  } finally {
    draft.setSubmitting(false)
  }
}
