/**
 * The international order of a booking and of a confirmed inquiry-sheet option, in the booking
 * frame (components/booking): the flights (the page's) with the verdict, the travellers with their
 * documents (passengers-card.tsx), the quote with the visa reminders (bookings); the frame adds the
 * reason when over standard, contact, payment, company fields and submit with its hand-over.
 */
import { useEffect, useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { IntlPassengerInput, IntlPolicyVerdict, IntlQuoteRes, IntlSubmitRes, NationListRes } from '@api/intlflight'
import { ErrorCode } from '@api/errors'
import BookingPage, { BookingDraft, useBookingPage } from '@/components/booking'
import { PolicyTag } from '@/components/ui/tag'
import { clock } from '@/core/clock'
import type { PaymentKind } from '@/domain/booking'
import { memoryKV, withJSON } from '@/platform/kv'
import { useStores } from '@/stores'
import { nationList } from '../api'
import { ownCurrency, useIntlText, verdictText } from './labels'
import { product, QuoteLines, VisaCard } from './booking-parts'
import PassengersCard, { passengersOf, startPassengers, paxIssues, type IntlDraft } from './passengers-card'
import './index.scss'
import './booking-form.scss'

/** What both submissions share. */
export interface OrderFields {
  ClientRequestId: string
  Passengers: IntlPassengerInput[]
  Contacts: { Name: string; MobileCountryCode: string; Mobile: string; Email?: string }[]
  PaymentType: PaymentKind
  PolicyReason: { ReasonCodeId: number | null; ReasonText?: string } | null
}

export interface BookingFormProps {
  title: string
  testId: string
  /** False while the page has nothing to book (it leads away). */
  ready: boolean
  /** The flights. */
  head: ReactNode
  /** The last flight's local arrival date. */
  tripEnd: string
  /** The verdict before a quote. */
  policy: IntlPolicyVerdict
  /** Price per passenger before a quote. */
  perPassenger: number
  /** The server's quote for the travellers, when the flow has one. */
  quote?: (passengers: IntlPassengerInput[]) => Promise<IntlQuoteRes>
  submit: (fields: OrderFields & Record<string, unknown>, quoted: IntlQuoteRes | null) => Promise<IntlSubmitRes>
}

function BookingForm(props: BookingFormProps) {
  const { session, ui } = useStores()
  const { t } = useIntlText()
  // Nothing is kept across a reload: the flights chosen are not either (the page leads back to the search).
  const [draft] = useState<IntlDraft | null>(() =>
    props.ready ? new BookingDraft({ store: withJSON(memoryKV()), key: 'intl', choiceKey: '', idPrefix: 'if', own: { pax: [] } }) : null,
  )
  const [nations, setNations] = useState<NationListRes['Nations']>([])
  const [selfOnly, setSelfOnly] = useState(true)
  const q = draft?.quote ?? null
  const policy = q?.Policy ?? props.policy
  const over = !policy.InPolicy
  const pax = draft?.own.pax ?? []
  const perPassenger = q?.PricePerPassenger ?? props.perPassenger
  const own = paxIssues(t, pax, props.tripEnd, clock.today())
  const page = useBookingPage(draft, product(props.title, props.testId), {
    reasons: over ? [{ slot: '', need: 'outOfPolicy', codes: 'Policy' }] : [],
    outOfPolicy: !props.policy.InPolicy,
    issues: () =>
      props.quote && !q && !own.some((x) => x.severity === 'error')
        ? [...own, { field: 'quote', key: 'intlFlight:booking.waitQuote', severity: 'error' }]
        : own,
    anchorOf: (i) => (i.field.startsWith('pax.') ? 'ib-travellers' : undefined),
    total: perPassenger * Math.max(1, pax.length),
    split: null,
    send: () => props.submit({ ...draft!.commonRequest(), Passengers: passengersOf(pax), PolicyReason: draft!.policyReason(policy.InPolicy) }, q),
    refused: (e) => {
      if (e.code !== ErrorCode.IntlFlightOfferExpired || !draft) return false
      const moved = e.envelope?.ResultData as { PricePerPassenger: number; Policy: IntlPolicyVerdict } | null
      if (moved && typeof moved.PricePerPassenger === 'number') {
        if (q) draft.setQuote({ ...q, PricePerPassenger: moved.PricePerPassenger, Policy: moved.Policy })
        ui.toast(t('intlFlight:booking.priceMoved', { now: page.f.money(moved.PricePerPassenger) }))
      } else ui.toast(t('intlFlight:booking.soldOut'))
      draft.renewRequestId()
      return true
    },
    start: () => draft && startPassengers(draft, setSelfOnly),
  })

  useEffect(() => {
    if (props.ready && session.ready)
      nationList().then(
        (r) => setNations(r.Nations),
        () => undefined,
      )
  }, [session.ready])

  // The server's quote once the travellers are complete: price, verdict, warnings, visas.
  const paxKey = pax.length && !own.some((x) => x.severity === 'error') ? JSON.stringify(passengersOf(pax)) : ''
  useEffect(() => {
    const ask = props.quote
    if (!draft) return
    if (!paxKey || !ask) return void draft.requote(null)
    const id = setTimeout(() => void draft.requote(() => ask(passengersOf(draft.own.pax))).catch(() => draft.setQuote(null)), 300)
    return () => clearTimeout(id)
  }, [paxKey])

  const own$ = q && ownCurrency({ FareCurrencyTotal: q.PriceDetail.FareCurrencyTotal }, q.PriceDetail.FareCurrency)
  return (
    <BookingPage
      page={page}
      summary={
        <>
          {props.head}
          <View className="ib-policy">
            <PolicyTag inPolicy={!over} testId="ib-policy" />
            {over && <Text className="intl-card__warn">{verdictText(policy)}</Text>}
          </View>
        </>
      }
      reasonIntro={<Text className="intl-card__warn">{verdictText(policy)}</Text>}
      parts={
        draft && (
          <>
            <PassengersCard draft={draft} issues={page.issues} nations={nations} selfOnly={selfOnly} />
            {q && <VisaCard q={q} />}
          </>
        )
      }
      money={q && <QuoteLines q={q} />}
      barNote={own$ ? <Text className="ib-bar__own">{own$}</Text> : undefined}
    />
  )
}

export default observer(BookingForm)
