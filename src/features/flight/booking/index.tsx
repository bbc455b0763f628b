/**
 * /planeTicket/bookDetails — filling in the order for the fares chosen on the cabins page:
 * itinerary with policy and reasons, travellers, contacts, payment and insurance, company
 * fields, and the sticky bar with the live total and submit (see submit.ts for the flow).
 */
import { useEffect, useRef, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { BookPerson } from '@api/flight'
import Page from '@/components/page'
import CompanyFields, { companyFieldRules, hasAnyField, fieldAnchor as companyAnchor } from '@/components/company-fields'
import PassengerForm from '@/components/passenger-form'
import { Blocking } from '@/components/ui/button'
import PassengerPicker from '@/components/passenger-picker'
import { fromBookPerson, fromFrequent } from '@/components/passenger-picker/convert'
import { replace } from '@/core/navigate'
import { allowedPayments, defaultPayment, emptyTraveller, MAX_TRAVELLERS, travellerName, type Issue, type TravellerDraft } from '@/domain/booking'
import { sessionStore } from '@/platform/storage'
import { useStores } from '@/stores'
import { useReasonCodes } from '@/components/reason-sheet/use-reason-codes'
import { useLoadable } from '@/components/use-loadable'
import ReasonSheet, { codeGroups } from '@/components/reason-sheet'
import { isCancelled } from '@/core/errors'
import { clock } from '@/core/clock'
import { loadAuthCode, prefillAuthCode } from '@/shared/auth-code'
import { BookingDraft } from '../booking-store'
import { checkOrderPrice, flightFieldsSource, flightTravellerSource } from '../order-api'
import ItineraryCard from '../components/itinerary-card'
import RulesSheet, { type FareRules } from '../components/rules-sheet'
import { loadReasons } from '../reasons'
import { loadSelection, saveSelection, type ChosenSegment, type FlightSelection } from '../selection'
import { bookingKeys, legQueries, sameBooking } from '../booking-url'
import { getCabins } from '../search-api'
import BottomBar from './bottom-bar'
import ContactCard, { contactAnchor } from './contact-card'
import PaymentCard, { PAYMENT_ANCHOR } from './payment-card'
import { submitOrder } from './submit'
import { authCodeOf, toParams } from '../search-params'
import TravellersCard, { TRAVELLERS_ANCHOR, travellerAnchor } from './travellers-card'
import './index.scss'
import '@/i18n/ns/booking'
import '@/features/flight/texts'

const reasonAnchor = (i: number) => `bk-reason-${i}`

function anchorOf(i: Issue): string {
  const [head, a, b] = i.field.split('.')
  if (head === 'reason') return reasonAnchor(Number(a))
  if (head === 'traveller') return travellerAnchor(i.field.slice('traveller.'.length))
  if (head === 'contact') return contactAnchor(Number(a), b)
  if (head === 'field') return companyAnchor(a)
  if (head === 'payment') return PAYMENT_ANCHOR
  return TRAVELLERS_ANCHOR
}

let newKey = 0

function BookingPage() {
  const { t } = useTranslation()
  const stores = useStores()
  const { session, settings, power, ui } = stores
  const router = useRouter()
  // The booking the URL names (a reload, a new tab, a shared link); without one, the cabins page's hand-over.
  const [keys] = useState(() => bookingKeys((router.params ?? {}) as Record<string, string | undefined>))
  const makeDraft = (s: FlightSelection) => {
    const d = new BookingDraft(s, { store: sessionStore, today: clock.today(), checkPrice: checkOrderPrice })
    // The reasons given on the cabins page come along; a restored draft already holds them.
    if (!d.restored) {
      for (const r of loadReasons()) {
        // Each reason in the place of the rule it answers (a fare breaking two rules has two).
        const slots = d.reasonSlots(r.segmentIndex)
        const slot = slots.find((x) => x.rule === r.kind)?.slot ?? r.segmentIndex
        d.setReason(slot, { codeId: r.reasonCodeId, text: r.reasonText, label: [r.reasonCode, r.reasonLabel].filter(Boolean).join(' ') })
      }
    }
    return d
  }
  const refetched = useRef(false)
  const [draft, setDraft] = useState(() => {
    const s = loadSelection()
    return s && (!keys || sameBooking(s, keys)) ? makeDraft(s) : null
  })
  const [editing, setEditing] = useState<TravellerDraft | null>(null)
  const [picking, setPicking] = useState(false)
  const [rules, setRules] = useState<FareRules | null>(null)
  const [reasonFor, setReasonFor] = useState<number | null>(null)
  const codes = useReasonCodes('Flight')
  const [touched, setTouched] = useState<Set<string>>(new Set())

  useEffect(() => {
    if (draft) return
    if (!keys) {
      ui.toast(t('flight:booking.noSelection'))
      void replace('flightSearch')
      return
    }
    // Asked again by its keys: the same flights and cabins, or — gone — back to the list of the same search.
    const toList = () => {
      ui.toast(t('errors:offerExpired.flight'))
      void replace('flightList', toParams(keys.query))
    }
    Promise.all(
      legQueries(keys).map((q, i) =>
        getCabins({ from: q.from, to: q.to, date: q.date, flightNo: keys.legs[i].flightNo, passengerIds: q.passengerIds }).then((res) => {
          const cabin = res.Cabins.find((c) => c.CabinCode === keys.legs[i].cabinCode && c.SeatsLeft > 0)
          if (!cabin) return null
          const seg: ChosenSegment = {
            choice: {
              FlightNo: res.Flight.FlightNo,
              DepartDate: q.date,
              DepartCityCode: q.from,
              ArriveCityCode: q.to,
              CabinCode: cabin.CabinCode,
              Price: cabin.Price,
            },
            flight: res.Flight,
            cabin,
          }
          return seg
        }),
      ),
    ).then(
      (segs) => {
        if (segs.some((x) => x === null)) return toList()
        const sel: FlightSelection = { tripType: keys.query.tripType, segments: segs as ChosenSegment[], passengerIds: keys.query.passengerIds }
        saveSelection(sel)
        refetched.current = true
        setDraft(makeDraft(sel))
      },
      (e: unknown) => {
        if (isCancelled(e)) return
        toList()
      },
    )
  }, [])

  // A draft found again by the URL's keys gets its travellers and defaults as on a first visit.
  useEffect(() => {
    if (refetched.current && draft && session.ready) void people.reload()
  }, [draft])

  /** The quick-pick chips: oneself, the travellers chosen on the search page, frequent travellers (at most six). */
  const people = useLoadable(async () => {
    if (!draft) return { chips: [], selfOnly: false }
    const [scope, frequent] = await Promise.all([
      flightTravellerSource.bookPersons({ PageSize: 100 }),
      flightTravellerSource.frequentTravellers({ PageSize: 10 }).catch(() => ({ Total: 0, Travelers: [] })),
    ])
    const self = scope.Persons.find((p) => p.IsSelf) ?? null
    const chosen = draft.selection.passengerIds.map((id) => scope.Persons.find((p) => p.PersonId === id)).filter((p): p is BookPerson => !!p)
    // Booking scope 'Self': the server books nobody else, so nobody else is offered.
    const selfOnly = scope.ScopeKind === 'Self'
    const chips: TravellerDraft[] = []
    for (const d of [...(self ? [fromBookPerson(self)] : []), ...chosen.map(fromBookPerson), ...(selfOnly ? [] : frequent.Travelers.map(fromFrequent))]) {
      if (!chips.some((c) => c.key === d.key) && chips.length < 6) chips.push(d)
    }
    if (!draft.restored) applyDefaults(draft, chosen.length ? chosen : self ? [self] : [], self)
    return { chips, selfOnly }
  })

  /** First visit: the travellers chosen on the search page (or oneself), oneself as contact. */
  const applyDefaults = (d: BookingDraft, travellers: BookPerson[], self: BookPerson | null) => {
    if (d.travellers.length === 0) d.setTravellers(travellers.map(fromBookPerson))
    const me = session.personalInfor
    if (d.contacts.length === 0) {
      d.setContacts([
        {
          name: self ? travellerName(fromBookPerson(self)) : me?.ChName || `${me?.LastName ?? ''}/${me?.FirstName ?? ''}`.replace(/^\/|\/$/g, ''),
          mobileCountryCode: self?.MobileCountryCode || me?.MobileCountryCode || '86',
          mobile: self?.Mobile ?? me?.Mobile ?? '',
          email: self?.Email ?? me?.Email ?? '',
        },
      ])
    }
    const f = d.fields
    const who = travellers[0] ?? self
    if (who && !f.department && who.DepartmentId) d.setFields({ ...d.fields, department: { id: who.DepartmentId, name: who.DepartmentName } })
    if (who && !d.fields.costCenter && who.CostCenterId) d.setFields({ ...d.fields, costCenter: { id: who.CostCenterId, name: who.CostCenterName } })
    // Booking from an approved trip application: its code, when it covers these travellers and dates.
    // The URL's code is the one the search was started with (search → list → cabins → here).
    const code = prefillAuthCode(d.fields.authorizationCode, authCodeOf(router.params?.authCode), loadAuthCode(me?.UserID), d)
    if (code && code !== d.fields.authorizationCode) d.setFields({ ...d.fields, authorizationCode: code })
  }

  useEffect(() => {
    if (draft && session.ready) void people.reload()
  }, [session.ready])

  // Re-quote whenever who flies (age classes) or the insurance changes.
  const quoteKey = draft ? `${draft.travellers.map((d) => `${d.key}:${d.birthDate}:${d.personId}`).join(',')}|${draft.insurance}` : ''
  useEffect(() => {
    if (draft && session.ready) void draft.refreshQuote().catch(() => undefined)
  }, [quoteKey, session.ready])

  const allowed = allowedPayments({
    CompanyPay: power.can('PaymentPermission.CompanyPay'),
    PersonalPay: power.can('PaymentPermission.PersonalPay'),
    MixedPay: power.can('PaymentPermission.MixedPay'),
  })
  useEffect(() => {
    if (!draft || !power.loaded) return
    if (!draft.paymentType || !allowed.includes(draft.paymentType)) {
      const p = defaultPayment(allowed, draft.outOfPolicy)
      if (p) draft.setPayment(p)
    }
  }, [power.loaded, draft?.outOfPolicy])

  if (!draft) {
    return (
      <Page title="flight:booking.title" className="booking-page">
        <View className="bk-state">
          <Text>{t('flight:booking.noSelection')}</Text>
        </View>
      </Page>
    )
  }
  if (!session.ready) {
    return (
      <Page title="flight:booking.title" className="booking-page">
        <View className="bk-skeletons" data-testid="bk-loading">
          {[0, 1, 2].map((i) => (
            <View key={i} className="bk-skeleton bk-skeleton--card" />
          ))}
        </View>
      </Page>
    )
  }

  const section = settings.section('FlightSettings').NormalSettings
  const ctx = { rules: companyFieldRules(settings, 'FlightSettings'), emailRequired: section.ContactBookMessageSettings.IsSendEmail }
  const issues = draft.issues(ctx)
  const ins = { bound: section.InsuranceSettings.IsBindAccidentInsurance, free: section.InsuranceSettings.IsFreeInsurance }
  const roundTrip = draft.selection.segments.length === 2
  // reasonFor and these take a reason slot (booking-store reasonSlots): the segment, or its second broken rule.
  const slotOf = (slot: number) => draft.selection.segments.flatMap((_, i) => draft.reasonSlots(i)).find((x) => x.slot === slot)
  const kindOf = (slot: number) => slotOf(slot)?.rule ?? 'Policy'
  const reasonKind = reasonFor === null ? null : (slotOf(reasonFor)?.need ?? null)
  const codeKind = reasonFor === null ? 'Policy' : kindOf(reasonFor)
  const openReason = (i: number) => {
    codes.ensure(kindOf(i))
    setReasonFor(i)
  }

  return (
    <Page title="flight:booking.title" className="booking-page" testId="booking-page">
      <View className="bk">
        <View className="bk-card bk-card--flush">
          {draft.selection.segments.map((s, i) => {
            const slots = draft.reasonSlots(i)
            return (
              <ItineraryCard
                key={i}
                testId={`bk-segment-${i}`}
                legLabel={roundTrip ? t(i === 0 ? 'flight:itinerary.outbound' : 'flight:itinerary.return') : undefined}
                segment={{
                  flight: s.flight,
                  cabinClassName: s.cabin.CabinClassName,
                  discount: s.cabin.CabinClass === 'Economy' ? s.cabin.Discount : 0,
                  policy: draft.policies[i],
                }}
                onRules={() =>
                  setRules({
                    refund: s.cabin.RefundRule,
                    change: s.cabin.ChangeRule,
                    baggageKg: s.cabin.BaggageKg,
                    cabinBaggage: s.cabin.CabinBaggage,
                    allowEndorse: s.cabin.AllowEndorse,
                  })
                }
              >
                {slots.map(({ slot, need }) => {
                  const r = draft.reasons[slot]
                  const codeText = r?.codeId ? (codes.of(kindOf(slot))?.find((c) => c.Id === r.codeId)?.Text ?? r.label) : ''
                  const issue = issues.find((x) => x.field === `reason.${slot}`)
                  return (
                    <View
                      key={slot}
                      className={`bk-reason ${issue && draft.showAll ? 'bk-reason--error' : ''}`}
                      id={reasonAnchor(slot)}
                      role="button"
                      data-testid={`bk-reason-${slot}`}
                      onClick={() => openReason(slot)}
                    >
                      <Text className="bk-reason__label">{t(need === 'notLowest' ? 'flight:reason.notLowestTitle' : 'flight:reason.outOfPolicyTitle')}</Text>
                      <Text className={r ? 'bk-reason__value' : 'bk-reason__placeholder'}>
                        {r ? [codeText, r.text].filter(Boolean).join(' · ') || t('flight:reason.chosen') : t('flight:reason.choose')}
                      </Text>
                      {issue && draft.showAll && <Text className="bk-reason__error">{t(issue.key, issue.params)}</Text>}
                    </View>
                  )
                })}
              </ItineraryCard>
            )
          })}
        </View>
        <TravellersCard
          draft={draft}
          chips={people.data?.chips ?? []}
          selfOnly={people.data?.selfOnly ?? false}
          status={people.status}
          onRetry={() => void people.reload()}
          onPick={() => setPicking(true)}
          onEdit={setEditing}
          onToggleChip={(c) => {
            if (draft.travellers.some((d) => d.key === c.key)) draft.removeTraveller(c.key)
            else if (draft.travellers.length < MAX_TRAVELLERS) draft.upsertTraveller(c)
            else ui.toast(t('booking:travellers.tooManyTravellers', { max: MAX_TRAVELLERS }))
          }}
          issues={issues}
          max={MAX_TRAVELLERS}
        />
        <ContactCard
          draft={draft}
          issues={issues}
          emailRequired={ctx.emailRequired}
          countryCodes={flightTravellerSource.countryCodes}
          touched={touched}
          onTouch={(f) => setTouched((s) => new Set([...s, f]))}
        />
        <PaymentCard draft={draft} allowed={allowed} insurance={ins} />
        {hasAnyField(ctx.rules) && (
          <View className="bk-card" data-testid="bk-company">
            <View className="bk-card__head">
              <Text className="bk-card__title">{t('booking:fields.title')}</Text>
            </View>
            <CompanyFields
              section="FlightSettings"
              source={flightFieldsSource}
              value={draft.fields}
              onChange={(v) => draft.setFields(v)}
              issues={issues}
              showAll={draft.showAll}
            />
          </View>
        )}
        <Text className="bk-note">{t('flight:booking.note')}</Text>
      </View>
      <BottomBar draft={draft} freeInsurance={ins.free} onSubmit={() => void submitOrder(draft, { stores, t, ctx, anchorOf })} />
      <PassengerForm
        open={editing !== null}
        initial={editing ?? emptyTraveller('none')}
        dates={draft.dates}
        countryCodes={flightTravellerSource.countryCodes}
        onClose={() => setEditing(null)}
        onSave={(d) => {
          if (!draft.travellers.some((x) => x.key === d.key) && draft.travellers.length >= MAX_TRAVELLERS)
            ui.toast(t('booking:travellers.tooManyTravellers', { max: MAX_TRAVELLERS }))
          else draft.upsertTraveller(d)
          setEditing(null)
        }}
      />
      <PassengerPicker
        open={picking}
        source={flightTravellerSource}
        selected={draft.travellers}
        max={MAX_TRAVELLERS}
        onClose={() => setPicking(false)}
        onAddNew={() => {
          setPicking(false)
          setEditing(emptyTraveller(`n${Date.now().toString(36)}${newKey++}`))
        }}
        onDone={(list) => {
          draft.setTravellers(list)
          setPicking(false)
        }}
      />
      <RulesSheet open={rules !== null} rules={rules} onClose={() => setRules(null)} />
      <ReasonSheet
        open={reasonFor !== null}
        title={t(reasonKind === 'notLowest' ? 'flight:reason.notLowestTitle' : 'flight:reason.outOfPolicyTitle')}
        groups={codeGroups(codes.of(codeKind))}
        loadFailed={codes.failed(codeKind)}
        onRetry={() => codes.reload(codeKind)}
        allowOther
        need={reasonKind}
        value={reasonFor === null ? undefined : draft.reasons[reasonFor]}
        onSave={(r) => {
          if (reasonFor !== null) draft.setReason(reasonFor, r)
          setReasonFor(null)
        }}
        onClose={() => setReasonFor(null)}
        testId="bk-reason-sheet"
      />
      <Blocking show={draft.submitting} text={t('flight:booking.submitting')} />
    </Page>
  )
}

export default observer(BookingPage)
