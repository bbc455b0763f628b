/**
 * /planeTicket/bookDetails — the fares chosen on the cabins page in the booking frame
 * (components/booking): the flights with their policy and the reasons they ask for, the
 * travellers, the accident insurance; the frame adds contacts, payment, company fields and submit
 * with its hand-over. Before booking the fares are priced again (submit.ts).
 */
import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import BookingPage, { useBookingPage } from '@/components/booking'
import { clock } from '@/core/clock'
import { isCancelled } from '@/core/errors'
import { replace } from '@/core/navigate'
import { paymentSplit } from '@/domain/booking'
import { sessionStore } from '@/platform/storage'
import { clearAuthCode } from '@/shared/auth-code'
import { useStores } from '@/stores'
import { flightDraft, flightIssues, flightReasons, policiesOf, priceRequest, type FlightDraft } from '../booking-draft'
import { bookingKeys, sameBooking, selectionByKeys } from '../booking-url'
import { checkOrderPrice } from '../order-api'
import { clearReasons } from '../reasons'
import { authCodeOf, toParams } from '../search-params'
import { clearSelection, loadSelection, saveSelection, type FlightSelection } from '../selection'
import { BarNote, Flights, Insurance, Pricing, product } from './parts'
import { offerExpired, sendFlight } from './submit'
import Travellers, { travellerAnchor } from './travellers'
import './index.scss'
import '@/features/flight/texts'

function FlightBooking() {
  const { session, settings, ui } = useStores()
  const { t } = useTranslation()
  const router = useRouter()
  const params = (router.params ?? {}) as Record<string, string | undefined>
  // The booking the URL names (a reload, a new tab, a shared link); without one, the cabins page's hand-over.
  const [keys] = useState(() => bookingKeys(params))
  const [chosen, setChosen] = useState<{ sel: FlightSelection; draft: FlightDraft } | null>(() => {
    const s = loadSelection()
    return s && (!keys || sameBooking(s, keys)) ? { sel: s, draft: flightDraft(s, sessionStore) } : null
  })
  const sel = chosen?.sel
  const draft = chosen?.draft ?? null
  const ins = settings.section('FlightSettings').NormalSettings.InsuranceSettings
  const split = draft?.quote && draft.payment ? paymentSplit(draft.quote.PriceDetail, draft.payment, ins.IsFreeInsurance) : null
  const reasons = draft && sel ? flightReasons(draft, sel) : []
  // Priced for who flies (age classes) and the insurance.
  const requote = () => {
    const req = draft && sel ? priceRequest(draft, sel) : null
    if (draft) void draft.requote(req && (() => checkOrderPrice(req))).catch(() => undefined)
  }

  const page = useBookingPage(draft, product, {
    reasons,
    outOfPolicy: !!draft && !!sel && policiesOf(draft, sel).some((p) => !p.InPolicy),
    issues: () => (draft && sel ? flightIssues(draft, sel, clock.today()) : []),
    anchorOf: (i) => (i.field.startsWith('traveller.') ? travellerAnchor(i.field.slice('traveller.'.length)) : undefined),
    total: split?.total ?? null,
    split,
    lines: draft?.quote?.PriceDetail.Lines ?? null,
    requote,
    send: () => sendFlight({ ui, t, draft: draft!, sel: sel!, moved: (next) => setChosen({ sel: next, draft: draft! }) }),
    refused: (e) => offerExpired(e, { ui, t, sel: sel! }),
    booked: () => {
      // The application's code was spent on this order; the next booking starts without it.
      if (draft!.fields.authorizationCode.trim()) clearAuthCode()
      clearSelection()
      clearReasons()
    },
  })

  useEffect(() => {
    if (draft) return
    if (!keys) return (ui.toast(t('flight:booking.noSelection')), void replace('flightSearch'))
    // Asked again by its keys: the same flights and cabins, or — gone — back to the list of the same search.
    const toList = () => (ui.toast(t('errors:offerExpired.flight')), void replace('flightList', toParams(keys.query)))
    selectionByKeys(keys).then(
      (s) => (s ? (saveSelection(s), setChosen({ sel: s, draft: flightDraft(s, sessionStore) })) : toList()),
      (e) => !isCancelled(e) && toList(),
    )
  }, [])

  const quoteKey = draft ? `${draft.own.travellers.map((d) => `${d.key}:${d.birthDate}:${d.personId}`).join(',')}|${draft.own.insurance}` : ''
  useEffect(() => {
    if (draft && session.ready) requote()
  }, [quoteKey, session.ready, draft])

  if (!draft || !sel) return <BookingPage page={page} summary={null} />
  return (
    <BookingPage
      page={page}
      summary={<Flights page={page} draft={draft} sel={sel} reasons={reasons} />}
      reasonsPlaced
      parts={<Travellers page={page} draft={draft} sel={sel} authCode={authCodeOf(params.authCode)} />}
      extras={<Insurance page={page} draft={draft} bound={ins.IsBindAccidentInsurance} free={ins.IsFreeInsurance} />}
      maxContacts={3}
      footer={t('flight:booking.note')}
      barNote={<BarNote page={page} split={split} />}
      barPending={<Pricing page={page} />}
    />
  )
}

export default observer(FlightBooking)
