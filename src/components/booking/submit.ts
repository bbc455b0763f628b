/**
 * Submitting a booking, the same for every product: check the form (toast the first problem and
 * scroll to it), ask about warnings, book with the draft's one request id (a retry after a lost
 * answer gets the same order back), then hand the order over: to approval, to the cashier when
 * the traveller pays a part, or — the company account paying all — on to fulfilment at once.
 * A product supplies only its request (`send`) and what it does with its own refusals (a moved
 * price, a sold-out offer).
 */
import { ErrorCode } from '@api/errors'
import { issueText, type OrderSection } from '@/components/company-fields'
import { isApiError, type ApiError } from '@/core/errors'
import { replace } from '@/core/navigate'
import { scrollToAnchor } from '@/core/scroll'
import type { Issue } from '@/domain/booking'
import type { RouteName } from '@/routes'
import { markJustBooked } from '@/shared/trip-alerts'
import type { RootStore } from '@/stores'
import type { BookingDraft } from './draft'

/** What every product's submit answers. */
export interface SubmitAnswer {
  OrderNo: string
  NeedApproval: boolean
  NeedPayment: boolean
  PriceDetail: { PersonalAmount: number }
}

export type T = (key: string, params?: Record<string, unknown>) => string

/** Where a booked order goes next, and how the company account pays a part nobody has to pay here. */
export interface HandOver {
  pay: RouteName
  details: RouteName
  payStart: (req: { OrderNo: string; Channel: 'CompanyAccount'; PersonalAmount: 0 }) => Promise<unknown>
}

export interface SubmitFlow {
  stores: Pick<RootStore, 'ui' | 'settings'>
  t: T
  section: OrderSection
  issues: Issue[]
  anchorOf: (i: Issue) => string
  /** Asked before booking when warnings remain: title, edit and continue keys. */
  warnings?: { title: string; edit: string; go: string }
  /** Books; null when the person stopped on the way (declined a moved price): nothing booked, the draft stays. */
  send: () => Promise<SubmitAnswer | null>
  /** A refusal the product answers itself (a moved price, a sold-out offer); true when handled. */
  refused?: (e: ApiError) => boolean | Promise<boolean>
  /** Toast keys once booked. */
  submitted?: { done: string; approval: string }
  /** After the order exists, before leaving (forget the selection, a spent application code). */
  booked?: (res: SubmitAnswer) => void
  handOver: HandOver
}

/** The order's next page: approval and nothing to pay go to the order, a personal part to the cashier. */
export async function handOver(res: SubmitAnswer, to: HandOver): Promise<void> {
  const orderNo = res.OrderNo
  if (res.NeedApproval || !res.NeedPayment) return replace(to.details, { orderNo })
  if (res.PriceDetail.PersonalAmount > 0) return replace(to.pay, { orderNo })
  // All on the company account: no cashier; a failed start is offered again on the order.
  await to.payStart({ OrderNo: orderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }).catch(() => undefined)
  return replace(to.details, { orderNo })
}

export async function submitBooking<Own extends object, Q>(draft: BookingDraft<Own, Q>, flow: SubmitFlow): Promise<void> {
  if (draft.submitting) return
  const { ui, settings } = flow.stores
  draft.revealAll()
  const first = flow.issues.find((i) => i.severity === 'error')
  if (first) {
    ui.toast(issueText(flow.t, settings, flow.section, first))
    await scrollToAnchor(flow.anchorOf(first))
    return
  }
  const warnings = flow.issues.filter((i) => i.severity === 'warning')
  if (flow.warnings && warnings.length > 0) {
    const answer = await ui.alert({
      title: flow.t(flow.warnings.title),
      content: warnings.map((w) => flow.t(w.key, w.params)).join('\n'),
      buttons: [
        { text: flow.t(flow.warnings.edit), value: 'no' },
        { text: flow.t(flow.warnings.go), value: 'yes' },
      ],
    })
    if (answer !== 'yes') return
  }
  draft.setSubmitting(true)
  try {
    const res = await flow.send()
    if (!res) return
    draft.finish()
    flow.booked?.(res)
    markJustBooked(res.OrderNo)
    if (flow.submitted) ui.toast(flow.t(res.NeedApproval ? flow.submitted.approval : flow.submitted.done))
    await handOver(res, flow.handOver)
  } catch (e) {
    if (!isApiError(e)) throw e
    if (e.code === ErrorCode.RequestIdReused) draft.renewRequestId()
    if (flow.refused && (await flow.refused(e))) return
    // Other failures were shown by the http client unless it left them to the screen; what was typed stays.
    if (!e.handled) ui.toast(e.message || flow.t('errors:submitFailed'))
  } finally {
    draft.setSubmitting(false)
  }
}
