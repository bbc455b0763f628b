/**
 * /module/hotel/bookDetails — filling in the hotel order (docs/ux.md order filling): the stay and
 * the plan with its cancellation rule (and the reason for an over-standard one), guests per room,
 * contact, arrival time, requests, membership and guarantee cards, payment, company fields, and
 * the sticky bar with the total, who pays what, and submit.
 */
import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { HotelPriceCheckRes } from '@api/hotel'
import { ErrorCode } from '@api/errors'
import Page from '@/components/page'
import CompanyFields, { companyFieldRules, fieldAnchor, hasAnyField, issueText as issueMessage } from '@/components/company-fields'
import PassengerPicker from '@/components/passenger-picker'
import { fromBookPerson } from '@/components/passenger-picker/convert'
import PriceSheet, { PriceLines, type PriceSplit } from '@/components/price-sheet'
import ReasonSheet, { codeGroups } from '@/components/reason-sheet'
import { useReasonCodes } from '@/components/reason-sheet/use-reason-codes'
import { ActionBar } from '@/components/ui/action-bar'
import { Blocking, MainButton } from '@/components/ui/button'
import { FormRow, Segmented, TextField, Toggle } from '@/components/ui/form'
import { PolicyTag } from '@/components/ui/tag'
import { useFormat } from '@/components/format'
import { Chip } from '@/components/ui/chip'
import { isApiError, isCancelled } from '@/core/errors'
import { go, replace } from '@/core/navigate'
import { scrollToAnchor } from '@/core/scroll'
import { allowedPayments, defaultPayment, emptyTraveller, type Issue, type PaymentKind, type TravellerDraft } from '@/domain/booking'
import { arrivalTimes, guestName, type GuestDraft } from '@/domain/hotel-booking'
import { sessionStore } from '@/platform/storage'
import { useStores } from '@/stores'
import { checkPrice, hotelDetail, hotelFieldsSource, hotelTravellerSource, payStart, submitOrder } from '../api'
import { HotelBookingDraft, paymentsFor, SPECIAL_REQUESTS } from '../booking-draft'
import GuestSheet from '../components/guest-sheet'
import { planTitle, useHotelText, verdictDetail } from '../components/labels'
import { loadSelection, saveSelection } from '../selection'
import { bookingKeys, findPlan, sameBooking, selectionOf } from '../booking-url'
import { toHotelParams } from '../search-params'
import { hotelSearch } from '../search-store'
import '../components/index.scss'
import './index.scss'
import '@/i18n/ns/booking'

const roomAnchor = (i: number) => `hb-room-${i}`
function anchorOf(i: Issue): string {
  const [head, a] = i.field.split('.')
  if (head === 'room') return roomAnchor(Number(a))
  if (head === 'field') return fieldAnchor(a)
  if (head === 'contact') return 'hb-contact'
  if (head === 'guarantee') return 'hb-guarantee'
  if (head === 'member') return 'hb-member'
  if (head === 'payment') return 'hb-payment'
  return 'hb-stay'
}

const toGuest = (d: TravellerDraft): GuestDraft => ({ key: d.key, personId: d.personId, frequentTravelerId: d.frequentTravelerId, chName: d.chName, lastName: d.lastName, firstName: d.firstName, mobileCountryCode: d.mobileCountryCode, mobile: d.mobile })
const toTraveller = (g: GuestDraft): TravellerDraft => ({ ...emptyTraveller(g.key), personId: g.personId, frequentTravelerId: g.frequentTravelerId, chName: g.chName, lastName: g.lastName, firstName: g.firstName, mobileCountryCode: g.mobileCountryCode, mobile: g.mobile })

const isQuote = (v: unknown): v is HotelPriceCheckRes => !!v && typeof v === 'object' && 'Plan' in v && 'NewAvgPrice' in v

/** Who pays what: the quote is split as if Mixed; a pay-at-hotel plan charges nothing here. */
export function splitFor(q: HotelPriceCheckRes | null, payment: PaymentKind | null): (PriceSplit & { atHotel: number }) | null {
  if (!q) return null
  const d = q.PriceDetail
  if (q.Plan.PayKind === 'PayAtHotel') return { total: d.Total, company: 0, personal: 0, atHotel: d.Total }
  if (payment === 'Company') return { total: d.Total, company: d.Total, personal: 0, atHotel: 0 }
  if (payment === 'Personal') return { total: d.Total, company: 0, personal: d.Total, atHotel: 0 }
  return { total: d.Total, company: d.CompanyAmount, personal: d.PersonalAmount, atHotel: 0 }
}

function HotelBooking() {
  const stores = useStores()
  const { session, settings, power, ui } = stores
  const { t } = useHotelText()
  const f = useFormat()
  const router = useRouter()
  // The booking the URL names (a reload, a shared link); without one, the hand-over of the hotel page.
  const [keys] = useState(() => bookingKeys(router.params as Record<string, string | undefined>))
  const [draft, setDraft] = useState(() => {
    const s = loadSelection()
    return s && (!keys || sameBooking(s, keys)) ? new HotelBookingDraft(s, sessionStore) : null
  })
  const [pickRoom, setPickRoom] = useState<number | null>(null)
  const [typeRoom, setTypeRoom] = useState<number | null>(null)
  const [reasonOpen, setReasonOpen] = useState(false)
  const [priceOpen, setPriceOpen] = useState(false)
  const [quoteFailed, setQuoteFailed] = useState(false)
  // The contact inputs mount once their first value is known: a Taro Input whose value changes
  // before its element has loaded throws in watchValue (H5).
  const [contactReady, setContactReady] = useState(false)
  const intl = draft?.selection.hotel.international ?? false
  const codes = useReasonCodes(intl ? 'IntlHotel' : 'Hotel')

  useEffect(() => {
    if (draft) return
    if (!keys) {
      ui.toast(t('hotel:booking.noSelection'))
      void replace('hotelSearch')
      return
    }
    // Asked again by its keys: the same hotel, room and plan for the same stay, or — gone — back
    // to that hotel with the same dates, saying so.
    const q = keys.query
    const back = () => void replace('hotelDetails', { ...toHotelParams(q), hotelId: keys.hotelId })
    hotelDetail({ HotelId: keys.hotelId, CheckIn: q.checkIn, CheckOut: q.checkOut, Rooms: q.occupancy.rooms, Adults: q.occupancy.adults, ...(q.earlyMorning ? { EarlyMorning: true } : {}), ...(q.travellers.length ? { PassengerIds: q.travellers.map((p) => p.id) } : {}) }).then(
      (d) => {
        const found = findPlan(d, keys, q.occupancy.rooms)
        if (!found) {
          ui.toast(t('hotel:booking.planGone'))
          return back()
        }
        const sel = selectionOf(d, found.room, found.plan, q, q.travellers.map((p) => p.id), null)
        saveSelection(sel)
        setDraft(new HotelBookingDraft(sel, sessionStore))
      },
      (e) => {
        if (isCancelled(e)) return
        ui.toast(t('hotel:booking.planGone'))
        back()
      },
    )
  }, [])

  const quote = () => {
    if (!draft) return
    const s = draft.selection
    setQuoteFailed(false)
    const ids = draft.guests.flatMap((g) => (g.personId !== null ? [g.personId] : []))
    checkPrice({
      Choice: { HotelId: s.hotel.HotelId, RoomCode: s.room.RoomCode, PlanCode: draft.plan.PlanCode, CheckIn: s.stay.checkIn, CheckOut: s.stay.checkOut, ...(s.stay.earlyMorning ? { EarlyMorning: true } : {}), RoomCount: s.occupancy.rooms, AvgPrice: draft.plan.AvgPrice },
      ...(ids.length ? { PassengerIds: ids } : s.passengerIds.length ? { PassengerIds: s.passengerIds } : {}),
    }).then(
      (q) => {
        draft.setQuote(q)
        if (q.PriceChanged) {
          ui.toast(t('hotel:booking.priceMoved', { old: f.money(q.OldAvgPrice), now: f.money(q.NewAvgPrice) }))
          draft.acceptPlan(q.Plan)
        }
      },
      // A newer quote replaced this one: not a failure.
      (e) => !isCancelled(e) && setQuoteFailed(true),
    )
  }

  // First visit: oneself (or the travellers of the search) in room 1, oneself as contact.
  useEffect(() => {
    if (!draft || !session.ready) return
    if (draft.restored) return setContactReady(true)
    const me = session.personalInfor
    if (!draft.contact.mobile && me) draft.setContact({ name: me.ChName || `${me.LastName}/${me.FirstName}`, mobileCountryCode: me.MobileCountryCode || '86', mobile: me.Mobile ?? '', email: me.Email ?? '' })
    setContactReady(true)
    if (draft.guests.length === 0) {
      void hotelTravellerSource.bookPersons({ PageSize: 100 }).then((scope) => {
        const wanted = draft.selection.passengerIds.length ? draft.selection.passengerIds : scope.Persons.filter((p) => p.IsSelf).map((p) => p.PersonId)
        const persons = wanted.map((id) => scope.Persons.find((p) => p.PersonId === id)).filter((p): p is NonNullable<typeof p> => !!p)
        const people = persons.map((p) => toGuest(fromBookPerson(p)))
        // One per room while there are rooms.
        draft.rooms.forEach((_, i) => people[i] && draft.setRoomGuests(i, [people[i]]))
        // The first guest's department and cost centre, as the flight form starts with.
        const who = persons[0] ?? scope.Persons.find((p) => p.IsSelf)
        if (who?.DepartmentId && !draft.fields.department) draft.setFields({ ...draft.fields, department: { id: who.DepartmentId, name: who.DepartmentName } })
        if (who?.CostCenterId && !draft.fields.costCenter) draft.setFields({ ...draft.fields, costCenter: { id: who.CostCenterId, name: who.CostCenterName } })
      }, () => undefined)
    }
  }, [session.ready, draft])

  const guestKey = draft ? draft.guests.map((g) => g.personId ?? g.key).join(',') : ''
  useEffect(() => {
    if (draft && session.ready) quote()
  }, [guestKey, session.ready, draft]) // eslint-disable-line react-hooks/exhaustive-deps

  const rights = allowedPayments({ CompanyPay: power.can('PaymentPermission.CompanyPay'), PersonalPay: power.can('PaymentPermission.PersonalPay'), MixedPay: power.can('PaymentPermission.MixedPay') })
  const payments = draft ? paymentsFor(draft.plan.PayKind, rights) : []
  useEffect(() => {
    if (!draft || !power.loaded) return
    if (!draft.payment || !payments.includes(draft.payment)) draft.setPayment(defaultPayment(payments, draft.outOfPolicy))
  }, [power.loaded, draft, draft?.plan.PayKind, draft?.outOfPolicy])

  if (!draft || !session.ready) {
    return (
      <Page title='hotel:title.booking' className='hotel-booking'>
        <View className='hb-skeletons' data-testid='hb-loading'>
          {[0, 1, 2].map((i) => (
            <View key={i} className='skeleton__bar' />
          ))}
        </View>
      </Page>
    )
  }

  const sel = draft.selection
  const plan = draft.plan
  const sectionName = intl ? 'IntlHotelSettings' : 'HotelSettings'
  const section = settings.section(sectionName)
  const ctx = { rules: companyFieldRules(settings, sectionName), emailRequired: section.ContactBookMessageSettings.IsSendEmail }
  const issues = draft.issues(ctx)
  const shown = (field: string) => (draft.showAll ? issues.find((i) => i.field === field || i.field.startsWith(`${field}.`)) : undefined)
  const issueText = (i: Issue | undefined) => (i ? t(i.key, i.params) : undefined)
  const split = splitFor(draft.quote, draft.payment)
  const childAges = sel.occupancy.childAges
  const reason = sel.reason
  const reasonText = reason ? [reason.codeId ? (codes.of('Policy')?.find((c) => c.Id === reason.codeId)?.Text ?? reason.label) : '', reason.text].filter(Boolean).join(' · ') : ''

  const submit = async () => {
    draft.revealAll()
    const first = issues.find((i) => i.severity === 'error')
    if (first) {
      ui.toast(issueMessage(t, settings, sectionName, first))
      void scrollToAnchor(anchorOf(first))
      return
    }
    draft.setSubmitting(true)
    try {
      const res = await submitOrder(draft.request())
      draft.finish()
      ui.toast(t(res.NeedApproval ? 'hotel:booking.submittedApproval' : 'hotel:booking.submitted'))
      if (res.NeedPayment && !res.NeedApproval && res.PriceDetail.PersonalAmount > 0) return void replace('hotelPay', { orderNo: res.OrderNo })
      // Nothing for the traveller to pay now (company account, or at the hotel): confirmed at once.
      if (res.NeedPayment && !res.NeedApproval) await payStart({ OrderNo: res.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }).catch(() => undefined)
      void replace('hotelOrderDetails', { orderNo: res.OrderNo })
    } catch (e) {
      // 503 carries the new quote when only the price moved; without one the room is gone.
      if (isApiError(e) && e.code === ErrorCode.HotelOfferExpired && isQuote(e.envelope?.ResultData)) {
        const q = e.envelope!.ResultData as HotelPriceCheckRes
        draft.setQuote(q)
        draft.acceptPlan(q.Plan)
        ui.toast(t('hotel:booking.priceMoved', { old: f.money(q.OldAvgPrice), now: f.money(q.NewAvgPrice) }))
      } else if (isApiError(e) && e.code === ErrorCode.HotelOfferExpired) {
        ui.toast(t('hotel:booking.soldOut'))
        void go('hotelDetails', { ...toHotelParams({ ...hotelSearch.query(), checkIn: sel.stay.checkIn, checkOut: sel.stay.checkOut, earlyMorning: sel.stay.earlyMorning, occupancy: sel.occupancy }), hotelId: sel.hotel.HotelId })
      }
    } finally {
      draft.setSubmitting(false)
    }
  }

  return (
    <Page title='hotel:title.booking' className='hotel-booking' testId='hotel-booking'>
      <View className='hb'>
        <View className='hb-card' id='hb-stay' data-testid='hb-stay'>
          <Text className='hb-card__title'>{sel.hotel.Name}</Text>
          <Text className='hb-line'>{`${f.day(sel.stay.checkIn)} – ${f.day(sel.stay.checkOut)} · ${t('hotel:search.nights', { count: plan.Nights.length })}`}</Text>
          {sel.stay.earlyMorning && <Text className='hb-early' data-testid='hb-early'>{t('hotel:booking.earlyNote', { date: f.day(sel.stay.checkIn) })}</Text>}
          <Text className='hb-line'>{`${sel.room.Name} · ${sel.room.BedType} · ${planTitle(plan)}`}</Text>
          <Text className='hb-line'>{t('hotel:occupancy.roomsText', { count: sel.occupancy.rooms })}{childAges.length ? ` · ${t('hotel:booking.children', { ages: childAges.map((a) => t('hotel:occupancy.age', { count: a })).join(', ') })}` : ''}</Text>
          <View className='hb-rule'>
            <Text className={`hotel-badge hotel-badge--${plan.Cancel.Kind === 'Free' ? 'free' : plan.Cancel.Kind === 'Penalty' ? 'pay' : 'strict'}`}>{plan.Cancel.Text}</Text>
            <Text className='hotel-badge hotel-badge--pay'>{t(`hotel:payKind.${plan.PayKind}`)}</Text>
            <PolicyTag inPolicy={plan.Policy.InPolicy} testId='hb-policy' />
          </View>
          {!plan.Policy.InPolicy && (
            <>
              <Text className='hb-why'>{verdictDetail(t, plan.Policy)}</Text>
              <View className={`hb-reason ${shown('reason') ? 'hb-reason--error' : ''}`} role='button' data-testid='hb-reason' onClick={() => { codes.ensure('Policy'); setReasonOpen(true) }}>
                <Text className='hb-reason__label'>{t('hotel:reason.title')}</Text>
                <Text className={reason ? 'hb-reason__value' : 'hb-reason__placeholder'}>{reason ? reasonText || t('hotel:reason.chosen') : t('hotel:reason.choose')}</Text>
              </View>
            </>
          )}
        </View>

        <View className='hb-card' data-testid='hb-guests'>
          <Text className='hb-card__title'>{t('hotel:booking.guests')}</Text>
          {draft.rooms.map((r, i) => {
            const err = shown(`room.${i}`)
            return (
              <View key={i} id={roomAnchor(i)} className={`hb-room ${err ? 'hb-room--error' : ''}`} data-testid={`hb-room-${i}`}>
                <Text className='hb-room__label'>{t('hotel:booking.room', { n: i + 1 })}</Text>
                <View className='hb-room__guests'>
                  {r.guests.map((g) => (
                    <Chip key={g.key} look='outline' role='button' label={t('hotel:booking.removeGuest', { name: guestName(g, intl) })} testId='traveller-chip' onTap={() => draft.setRoomGuests(i, r.guests.filter((x) => x.key !== g.key))}>
                      <Text>{`${guestName(g, intl)} ×`}</Text>
                    </Chip>
                  ))}
                  {r.guests.length === 0 && <Text className='hb-room__empty'>{t('hotel:booking.noGuest')}</Text>}
                </View>
                <View className='hb-room__add' role='button' data-testid={`hb-pick-${i}`} onClick={() => setPickRoom(i)}>
                  <Text>{t('hotel:booking.pickGuest')}</Text>
                </View>
                {err && <Text className='hb-error'>{issueText(err)}</Text>}
              </View>
            )
          })}
          {intl && <Text className='hb-note'>{t('hotel:booking.englishNote')}</Text>}
        </View>

        <View className='hb-card' id='hb-contact' data-testid='hb-contact'>
          <Text className='hb-card__title'>{t('hotel:booking.contact')}</Text>
          {contactReady && (
          <>
          <FormRow label={t('booking:contact.name')} required error={issueText(shown('contact.0.name'))}>
            <TextField value={draft.contact.name} onChange={(v) => draft.setContact({ ...draft.contact, name: v })} testId='hb-contact-name' />
          </FormRow>
          <FormRow label={t('booking:contact.mobile')} required error={issueText(shown('contact.0.mobile'))}>
            <TextField value={draft.contact.mobile} type='number' maxlength={20} onChange={(v) => draft.setContact({ ...draft.contact, mobile: v })} testId='hb-contact-mobile' />
          </FormRow>
          <FormRow label={t('booking:contact.email')} required={ctx.emailRequired} error={issueText(shown('contact.0.email'))}>
            <TextField value={draft.contact.email} onChange={(v) => draft.setContact({ ...draft.contact, email: v })} testId='hb-contact-email' />
          </FormRow>
          </>
          )}
        </View>

        <View className='hb-card' data-testid='hb-arrival'>
          <Text className='hb-card__title'>{t('hotel:booking.arrival')}</Text>
          <View className='hotel-chips'>
            {arrivalTimes(sel.stay.earlyMorning).map((a) => (
              <Chip key={a} role='radio' on={draft.arrival === a} onTap={() => draft.setArrival(a)}>
                <Text>{t('hotel:booking.before', { time: a })}</Text>
              </Chip>
            ))}
          </View>
          <Text className='hb-note'>{t(sel.stay.earlyMorning ? 'hotel:booking.arrivalEarly' : 'hotel:booking.arrivalNote', { from: sel.hotel.CheckInFrom })}</Text>
          <Text className='hb-card__sub'>{t('hotel:booking.requests')}</Text>
          <View className='hotel-chips'>
            {SPECIAL_REQUESTS.map((k) => (
              <Chip key={k} role='checkbox' on={draft.requests.includes(k)} onTap={() => draft.toggleRequest(k)}>
                <Text>{t(`hotel:request.${k}`)}</Text>
              </Chip>
            ))}
          </View>
          <FormRow label={t('hotel:booking.remark')} block>
            <TextField value={draft.remark} maxlength={200} placeholder={t('hotel:booking.remarkHint')} onChange={(v) => draft.setRemark(v)} testId='hb-remark' />
          </FormRow>
        </View>

        {(sel.hotel.GroupCode || plan.NeedsGuarantee) && (
          <View className='hb-card'>
            {sel.hotel.GroupCode && (
              <View id='hb-member' data-testid='hb-member'>
                <FormRow label={t('hotel:booking.member', { group: sel.hotel.GroupName })}>
                  <Toggle checked={draft.member.on} label={t('hotel:booking.member', { group: sel.hotel.GroupName })} onChange={(on) => draft.setMember({ ...draft.member, on })} testId='hb-member-toggle' />
                </FormRow>
                {draft.member.on && (
                  <FormRow label={t('hotel:booking.memberNo')} required error={issueText(shown('member.cardNo'))}>
                    <TextField value={draft.member.cardNo} maxlength={30} onChange={(v) => draft.setMember({ ...draft.member, cardNo: v })} testId='hb-member-no' />
                  </FormRow>
                )}
              </View>
            )}
            {plan.NeedsGuarantee && (
              <View id='hb-guarantee' data-testid='hb-guarantee'>
                <Text className='hb-card__sub'>{t('hotel:booking.guarantee')}</Text>
                <Text className='hb-note'>{t('hotel:booking.guaranteeNote')}</Text>
                <FormRow label={t('hotel:booking.cardNo')} required error={issueText(shown('guarantee.cardNo'))}>
                  <TextField value={draft.guarantee.cardNo} type='text' inputMode='numeric' maxlength={23} onChange={(v) => draft.setGuarantee({ ...draft.guarantee, cardNo: v })} testId='hb-card-no' />
                </FormRow>
                <FormRow label={t('hotel:booking.cardExpiry')} required error={issueText(shown('guarantee.expiry'))}>
                  <TextField value={draft.guarantee.expiry} type='number' maxlength={4} placeholder='MMYY' onChange={(v) => draft.setGuarantee({ ...draft.guarantee, expiry: v })} testId='hb-card-expiry' />
                </FormRow>
                <FormRow label={t('hotel:booking.cardHolder')} required error={issueText(shown('guarantee.holder'))}>
                  <TextField value={draft.guarantee.holder} maxlength={40} onChange={(v) => draft.setGuarantee({ ...draft.guarantee, holder: v })} testId='hb-card-holder' />
                </FormRow>
              </View>
            )}
          </View>
        )}

        <View className='hb-card' id='hb-payment' data-testid='hb-payment'>
          <Text className='hb-card__title'>{t('hotel:booking.payment')}</Text>
          {payments.length > 0 ? (
            <Segmented options={payments.map((p) => ({ value: p, label: t(plan.PayKind === 'PayAtHotel' ? 'hotel:payKind.PayAtHotel' : `hotel:payment.${p}`) }))} value={draft.payment ?? ''} onChange={(p) => draft.setPayment(p)} testId='hb-payment-type' />
          ) : (
            <Text className='hb-error'>{t('hotel:booking.noPayment')}</Text>
          )}
          {split && <PriceLines lines={draft.quote?.PriceDetail.Lines ?? []} split={split} />}
          {split && split.atHotel > 0 && <Text className='hb-note' data-testid='hb-at-hotel'>{t('hotel:booking.payAtHotelNote', { amount: f.money(split.atHotel) })}</Text>}
          {quoteFailed && (
            <View role='button' onClick={quote}>
              <Text className='hb-error'>{t('hotel:booking.priceFailed')}</Text>
            </View>
          )}
        </View>

        {hasAnyField(ctx.rules) && (
          <View className='hb-card' data-testid='hb-company'>
            <Text className='hb-card__title'>{t('booking:fields.title')}</Text>
            <CompanyFields section={sectionName} source={hotelFieldsSource(intl)} value={draft.fields} onChange={(v) => draft.setFields(v)} issues={issues} showAll={draft.showAll} />
          </View>
        )}
      </View>

      <ActionBar testId='hb-bar'>
        <View className='hb-bar__money' role='button' onClick={() => split && setPriceOpen(true)}>
          <Text className='hb-bar__label'>{t(split && split.atHotel > 0 ? 'hotel:booking.atHotelTotal' : 'kit:price.total')}</Text>
          <Text className='hb-bar__amount' data-testid='hb-total'>{split ? f.money(split.total) : '—'}</Text>
          {split && split.company > 0 && split.personal > 0 && <Text className='hb-bar__split' data-testid='hb-split'>{t('hotel:booking.split', { company: f.money(split.company), personal: f.money(split.personal) })}</Text>}
        </View>
        <MainButton className='action-bar__main' text={t('hotel:booking.submit')} onClick={() => void submit()} busy={draft.submitting} testId='hb-submit' />
      </ActionBar>

      <PriceSheet open={priceOpen} onClose={() => setPriceOpen(false)} lines={draft.quote?.PriceDetail.Lines ?? null} split={split} />
      <PassengerPicker
        open={pickRoom !== null}
        source={hotelTravellerSource}
        selected={pickRoom === null ? [] : draft.rooms[pickRoom].guests.map(toTraveller)}
        max={Math.max(1, sel.room.MaxOccupancy - childAges.length)}
        onClose={() => setPickRoom(null)}
        onAddNew={() => {
          setTypeRoom(pickRoom)
          setPickRoom(null)
        }}
        onDone={(list) => {
          if (pickRoom !== null) draft.setRoomGuests(pickRoom, list.map(toGuest))
          setPickRoom(null)
        }}
      />
      <GuestSheet
        open={typeRoom !== null}
        international={intl}
        onClose={() => setTypeRoom(null)}
        onSave={(g) => {
          if (typeRoom !== null) draft.setRoomGuests(typeRoom, [...draft.rooms[typeRoom].guests, g])
          setTypeRoom(null)
        }}
      />
      <ReasonSheet
        open={reasonOpen}
        title={t('hotel:reason.title')}
        groups={codeGroups(codes.of('Policy'))}
        loadFailed={codes.failed('Policy')}
        onRetry={() => codes.reload('Policy')}
        allowOther
        need='outOfPolicy'
        value={reason ?? undefined}
        onSave={(r, item) => {
          draft.setReason({ ...r, label: item ? `${item.Code} ${item.Text}` : undefined })
          setReasonOpen(false)
        }}
        onClose={() => setReasonOpen(false)}
        testId='hb-reason-sheet'
      />
      <Blocking show={draft.submitting} text={t('hotel:booking.submitting')} />
    </Page>
  )
}

export default observer(HotelBooking)
